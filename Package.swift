// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "sirisim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sirisim", targets: ["sirisim"]),
        .executable(name: "sirisim-bench", targets: ["sirisim-bench"]),
        .executable(name: "sirisim-selection-bench", targets: ["sirisim-selection-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The C fence: module maps and one shim header each; imported only by TerminalUI.
        .systemLibrary(name: "CCurses", path: "Sources/CCurses"),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),

        // Pure core.
        .target(name: "Formats"),
        // Xcode projects: project.pbxproj, build settings, .xcconfig, and where an app's files are.
        .target(name: "XcodeProject", dependencies: ["Formats"]),
        .target(name: "IntentModel"),
        .target(
            name: "PhraseMatcher", dependencies: ["IntentModel"],
            resources: [
                .copy("Resources/synonyms.txt"), .copy("Resources/given-names.txt"), .copy("Resources/surnames.txt"),
                .copy("Resources/english-words.txt"),
            ]),
        // Siri's knowledge of each system intent: one spec per intent, one folder per domain,
        // and its own phrases as data (Phrases/<locale>/).
        .target(
            name: "SystemIntents", dependencies: ["IntentModel", "PhraseMatcher", "Formats"],
            resources: [.copy("Phrases")]),

        // Storage and the two sides of the device.
        .target(
            name: "Store",
            dependencies: [
                "IntentModel", "Formats", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        .target(name: "Apps", dependencies: ["IntentModel", "Store", "Formats"]),
        .target(
            name: "Assistant",
            dependencies: ["IntentModel", "SystemIntents", "PhraseMatcher", "Store", "Formats", "XcodeProject"]),

        // Front ends and wiring.
        .target(
            name: "Runtime",
            dependencies: [
                "Assistant", "SystemIntents", "PhraseMatcher", "Apps", "Store", "Formats", "IntentModel",
                "XcodeProject",
            ]),
        // Transcripts: read, replayed on devices booted for them (DeviceFactory), recorded.
        .target(name: "Transcript", dependencies: ["Runtime", "Assistant", "Formats", "IntentModel", "XcodeProject"]),
        // `sirisim lint`: what Apple advises of an app's Siri files, checked on a booted device.
        .target(
            name: "AppLint",
            dependencies: [
                "Runtime", "Assistant", "SystemIntents", "PhraseMatcher", "Apps", "Store", "Formats",
                "IntentModel", "XcodeProject",
            ]),
        .target(name: "TerminalUI", dependencies: ["Assistant", "IntentModel", "Formats", "CCurses", "CReadline"]),
        .executableTarget(
            name: "sirisim",
            dependencies: [
                "Runtime", "AppLint", "Transcript", "TerminalUI", "Assistant", "PhraseMatcher", "Formats",
                "IntentModel", "SystemIntents",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // swift run -c release sirisim-bench
        .target(name: "BenchmarkSupport", path: "Benchmarks/Support"),
        .executableTarget(
            name: "sirisim-bench", dependencies: ["PhraseMatcher", "SystemIntents", "BenchmarkSupport"],
            path: "Benchmarks/MatcherBenchmark"),
        // swift run -c release sirisim-selection-bench
        .executableTarget(
            name: "sirisim-selection-bench",
            dependencies: ["Assistant", "SystemIntents", "IntentModel", "Store", "BenchmarkSupport"],
            path: "Benchmarks/SelectionBenchmark"),
        // swift build -c release && .build/release/sirisim-scale
        .executableTarget(
            name: "sirisim-scale", dependencies: ["Formats", "Apps", "Assistant", "BenchmarkSupport"],
            path: "Benchmarks/Scale"),
        // swift build -c release && .build/release/sirisim-fuzz (Benchmarks/Fuzz/main.swift)
        .target(
            name: "Fuzzing",
            dependencies: [
                "Formats", "Apps", "Assistant", "SystemIntents", "PhraseMatcher", "Runtime", "Transcript",
                "BenchmarkSupport",
            ],
            path: "Benchmarks/Fuzzing"),
        .executableTarget(name: "sirisim-fuzz", dependencies: ["Fuzzing"], path: "Benchmarks/Fuzz"),

        // What tests share: where the repository is.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FormatsTests", dependencies: ["Formats"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["TestSupport", "XcodeProject", "Formats"]),
        .testTarget(name: "IntentModelTests", dependencies: ["IntentModel"]),
        .testTarget(name: "PhraseMatcherTests", dependencies: ["PhraseMatcher", "SystemIntents"]),
        .testTarget(
            name: "SystemIntentsTests",
            dependencies: ["TestSupport", "SystemIntents", "PhraseMatcher", "IntentModel", "Formats"]),
        .testTarget(
            name: "StoreTests", dependencies: ["Store", "IntentModel", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "AssistantTests",
            dependencies: [
                "TestSupport", "Assistant", "SystemIntents", "Runtime", "Apps", "IntentModel",
                "Store", "PhraseMatcher", "Formats", "Transcript",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "FuzzTests", dependencies: ["TestSupport", "Fuzzing"]),
        .testTarget(name: "TranscriptTests", dependencies: ["TestSupport", "Transcript", "Runtime", "Formats"]),
        // Runs the built executable, as a user would.
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "sirisim"]),
    ],
    swiftLanguageModes: [.v6]
)
