import Formats

/// What a target builds (`productType` in project.pbxproj), as far as Siri cares.
public enum ProductType: Sendable, Equatable, CustomStringConvertible {
    case application
    case appExtension
    case watchApp
    case watchContainer
    case watchExtension
    case framework
    case test
    case other(String)

    init(_ raw: String) {
        switch raw {
        case "com.apple.product-type.application", "com.apple.product-type.application.messages": self = .application
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
            "com.apple.product-type.app-extension.messages":
            self = .appExtension
        case "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.watchapp":
            self = .watchApp
        case "com.apple.product-type.application.watchapp2-container": self = .watchContainer
        case "com.apple.product-type.watchkit2-extension", "com.apple.product-type.watchkit-extension":
            self = .watchExtension
        case "com.apple.product-type.framework", "com.apple.product-type.library.static",
            "com.apple.product-type.library.dynamic":
            self = .framework
        case "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing": self = .test
        default: self = .other(raw)
        }
    }

    public var description: String {
        switch self {
        case .application: "app"
        case .appExtension: "app extension"
        case .watchApp: "watchOS app"
        case .watchContainer: "watchOS app container"
        case .watchExtension: "WatchKit extension"
        case .framework: "framework"
        case .test: "test bundle"
        case .other(let raw): raw
        }
    }
}

/// The platform a target builds for, from its SDKROOT (and SUPPORTED_PLATFORMS).
public enum Platform: String, Sendable, Equatable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    init(sdk: String, supported: String) {
        let sdk = sdk.lowercased()
        if sdk.hasPrefix("macosx") {
            self = .macOS
        } else if sdk.hasPrefix("watch") {
            self = .watchOS
        } else if sdk.hasPrefix("appletv") {
            self = .tvOS
        } else if sdk.hasPrefix("xr") {
            self = .visionOS
        } else if sdk.isEmpty || sdk == "auto", supported.contains("iphoneos") || supported.isEmpty {
            self = .iOS
        } else if sdk.isEmpty || sdk == "auto", supported.contains("macosx") {
            self = .macOS
        } else {
            self = .iOS
        }
    }
}

/// One target of a project: its name and product, its resolved build settings, and the
/// files its build phases take.
public struct Target: Sendable {
    public var id: String
    public var name: String
    public var productType: ProductType
    public var settings: BuildSettings
    public var platform: Platform
    /// Files in the Sources, Resources and copy phases (file references and variant groups).
    public var memberFiles: [ProjectFile]
    /// Folders Xcode 16 keeps in step with the target (`fileSystemSynchronizedGroups`).
    public var synchronizedFolders: [String]
    /// Targets this one depends on or embeds, by id.
    public var dependencies: [String]
    public var line: Int

    /// The Info.plist the target's settings name (`INFOPLIST_FILE`), absolute; nil for none.
    public var infoPlistPath: String?
    /// Whether Xcode makes the Info.plist from build settings (`GENERATE_INFOPLIST_FILE`),
    /// merged with `infoPlistPath` when there is one.
    public var generatesInfoPlist: Bool {
        settings.isYes("GENERATE_INFOPLIST_FILE")
    }
}

/// A file of a project: one path, or a localized file (a variant group) with a path per
/// region (`Base`, `en`, `es`).
public struct ProjectFile: Sendable, Equatable {
    public var name: String
    /// Absolute paths by region; a file that is not localized has the one region "".
    public var paths: [String: String]
    public var line: Int

    public var isLocalized: Bool { paths.keys.contains { !$0.isEmpty } }
    /// Every path, regions in a stable order.
    public var allPaths: [String] { paths.keys.sorted().compactMap { paths[$0] } }
}
