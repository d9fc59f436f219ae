import Formats
import Testing

@testable import XcodeProject

/// Build settings expand as Xcode expands them: levels override, `$(inherited)` reaches
/// down, operators change values, and what nothing defines is named.
@Suite struct BuildSettingsTests {
    func settings(_ levels: [[String: String]]) -> BuildSettings {
        BuildSettings(
            levels: levels.enumerated().map { index, values in
                BuildSettings.Level(name: "level \(index)", values: values.mapValues { BuildSettings.Setting($0) })
            })
    }

    @Test func referencesExpandAcrossLevels() {
        let s = settings([
            ["PRODUCT_NAME": "$(TARGET_NAME)", "TARGET_NAME": "My App"], ["COMPANY": "com.example"],
            ["PRODUCT_BUNDLE_IDENTIFIER": "${COMPANY}.$(PRODUCT_NAME:rfc1034identifier)"],
        ])
        #expect(
            s.value("PRODUCT_BUNDLE_IDENTIFIER") == BuildSettings.Expansion(text: "com.example.My-App", unknown: []))
        #expect(s.expand("$(PRODUCT_NAME:c99extidentifier).IntentHandler").text == "My_App.IntentHandler")
        #expect(s.expand("$(PRODUCT_NAME:lower)").text == "my app")
    }

    @Test func inheritedIsTheValueBelow() {
        let s = settings([["FLAGS": "-a"], ["FLAGS": "$(inherited) -b"], ["FLAGS": "$(inherited) -c"]])
        #expect(s.text("FLAGS") == "-a -b -c")
        let none = settings([["FLAGS": "$(inherited) -b"]])
        #expect(none.text("FLAGS") == " -b")
    }

    @Test func whatNothingDefinesIsNamedAndReadsAsNothing() {
        let s = settings([["A": "x"]])
        #expect(
            s.expand("v$(APP_VERSION_STRING)-$(A)")
                == BuildSettings.Expansion(text: "v-x", unknown: ["APP_VERSION_STRING"]))
        #expect(s.expand("$(MISSING:default=fallback)") == BuildSettings.Expansion(text: "fallback", unknown: []))
        #expect(s.expand("costs $5 and $").text == "costs $5 and $")
    }

    @Test func aSettingThatRefersToItselfStops() {
        let s = settings([["A": "$(B)", "B": "$(A)"]])
        #expect(s.value("A") != nil)
    }
}
