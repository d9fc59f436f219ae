import Apps
import Assistant
import BenchmarkSupport
import Formats
import Foundation
import PhraseMatcher
import Runtime
import SystemIntents
import Transcript

/// The readers the fuzzer runs.
public enum FuzzReader: String, CaseIterable, Sendable {
    case plist, json
    /// Old-style plists: each input is read both as a `project.pbxproj` and as a `.strings` file.
    case pbxproj
    case transcript, intentdefinition, matcher
}

/// What one input did to a reader.
public enum FuzzOutcome: Sendable, Equatable {
    /// Read as valid.
    case accepted
    /// Refused with an error that names the file and the line.
    case refused
    /// A fault: an error without a location, a score that is not a number.
    case failure(String)
}

/// One reader, its seed documents and its way of mutating them. `input(_:)` is the same
/// for the same seed and index everywhere; `run(_:)` feeds one input to the reader and
/// judges what came back. (Crashes and hangs are for the process running it to see.)
public final class FuzzTarget {
    public let reader: FuzzReader
    let seeds: [[UInt8]]
    let mutator: Mutator
    let matcher: PhraseMatcher?
    /// Where the intentdefinition reader's input is written (it reads a path), and the
    /// JSON reader's for its reading by layout.
    let scratch: String

    public init(_ reader: FuzzReader, repository: String, scratch: String = NSTemporaryDirectory()) throws {
        self.reader = reader
        let apps = "\(repository)/Apps"
        func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }
        func files(under folder: String, ending: String) -> [String] {
            ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
                .filter { $0.hasSuffix(ending) }.sorted().map { "\(folder)/\($0)" }
        }
        self.scratch = "\(scratch)/sirisim-fuzz-\(getpid())-\(UUID().uuidString).intentdefinition"
        switch reader {
        case .plist:
            seeds = (files(under: apps, ending: ".plist") + files(under: "\(repository)/Benchmarks", ending: ".plist"))
                .compactMap(bytes)
            mutator = Mutator(
                openers: ["<dict>", "<array>", "<dict><key>k</key>", "<string>", "<!--", "<![CDATA["],
                closers: ["</dict>", "</array>", "</string>", "-->", "]]>", "</plist>"],
                tokens: [
                    "<key>IntentPhrases</key>", "<integer>", "</integer>", "<real>1e309</real>",
                    "<date>10000-01-01T00:00:00Z</date>",
                    "<true/>", "&amp;", "&#x1F600;", "&#0;", "&bogus;", "<data>!!</data>", "<?xml version=\"1.0\"?>",
                    "<!DOCTYPE plist>", "<key>", "</key>", "<plist>", "bplist00",
                    "<integer>99999999999999999999</integer>",
                ])
            matcher = nil
        case .pbxproj:
            seeds =
                Self.oldStyleSeeds.map { Array($0.utf8) }
                + [apps, "\(repository)/Tests/Fixtures"]
                .flatMap { files(under: $0, ending: ".pbxproj") + files(under: $0, ending: ".strings") }.compactMap(
                    bytes)
            mutator = Mutator(
                openers: ["{", "(", "\"", "/*", "<", "'", "{ k = "], closers: ["}", ")", "\"", "*/", ">", "'", "; }"],
                tokens: [
                    "= ", ";", ",", "//", "\\", "\\U", "\\UD83D", "\\UDE00", "\\U12345", "\\377", "\\101", "\\'",
                    "isa = PBXNativeTarget;", "buildSettings = {", "objects = {", "\"key\" = \"value\";", "\"Done\";",
                    "<0fbd 7781>", "<0", "\"$(inherited)\"", "\"${name}\"", "name = name;", "a = ;",
                    "<?xml version=\"1.0\"?>",
                    "// !$*UTF8*$!\n", "AB12000000000000000000C1",
                ])
            matcher = nil
        case .json:
            seeds = files(under: apps, ending: ".json").compactMap(bytes)
            mutator = Mutator(
                openers: ["[", "{\"k\":", "\""], closers: ["]", "}", "\""],
                tokens: [
                    "\"contacts\":", "\"dateSent\": \"10000-01-01T00:00:00Z\"", "\"numberOfAttachments\": 1e30",
                    "\\u0000",
                    "\\ud800", "\\ud83d\\ude00", "\\", "\\x", ",", ":", "null", "true", "\"me\"",
                    "\"customIdentifier\": \"\"",
                    "\"playCount\": -1", "\"messages\": [{}]",
                ])
            matcher = nil
        case .transcript:
            seeds = files(under: "\(repository)/Transcripts", ending: ".transcript").compactMap(bytes)
            mutator = Mutator(
                openers: ["> ", "< ", "<~ (", "# "], closers: ["\n", ")\n"],
                tokens: [
                    "@now 10000-01-01\n", "@wait inf\n", "@wait 1e400s\n", "@timeout nan\n", "@app \n", "<~ (a+)+b\n",
                    "<~ [\n", "@bogus\n", "\r\n", "@now 2026-02-30\n", "@wait 36526d\n", "@ios 99\n",
                    "> :wait 3000000d\n",
                ])
            matcher = nil
        case .intentdefinition:
            seeds = files(under: apps, ending: ".intentdefinition").compactMap(bytes)
            mutator = Mutator(
                openers: ["<dict>", "<array>", "<dict><key>INIntentName</key>"], closers: ["</dict>", "</array>"],
                tokens: [
                    "<key>INIntents</key>", "<key>INEnums</key>", "<key>INIntentParameters</key>",
                    "<string>Person</string>",
                    "<key>INIntentParameterEnumType</key><string>Nope</string>",
                    "<integer>99999999999999999999</integer>",
                ])
            matcher = nil
        case .matcher:
            var utterances: [String] = []
            for file in files(under: apps, ending: "AppIntentVocabulary.plist") {
                utterances += ((try? AppIntentVocabulary.load(path: file))?.intentPhrases ?? []).flatMap(\.examples)
            }
            let evaluation =
                (try? String(contentsOfFile: "\(repository)/Benchmarks/eval/utterances.jsonl", encoding: .utf8)) ?? ""
            for line in evaluation.split(separator: "\n") {
                if let start = line.range(of: "\"utterance\": \""),
                    let end = line[start.upperBound...].firstIndex(of: "\"")
                {
                    utterances.append(String(line[start.upperBound..<end]))
                }
            }
            seeds = utterances.map { Array($0.utf8) }
            mutator = Mutator(
                openers: ["\"", "(", "“"], closers: ["\"", ")", "”"],
                tokens: [
                    " and ", " to ", " saying ", " in Chatter", " on video", " my sister", " Maria",
                    " 99999999999999999999",
                    " twenty-seven thousand", " the ", " 🎉", " e\u{301}", " \u{200B}", " hey Siri, ", " please",
                ])
            var configuration = DeviceConfiguration()
            configuration.appPaths = try BundledFiles.sampleApps()
            configuration.frozenAt = DateParsing.parse("2026-11-20 09:00")
            matcher = try Device(configuration).siri.matcher
        }
    }

    /// Input `index` of the run with `seed`.
    public func input(_ index: Int, seed: UInt64) -> [UInt8] {
        // The same seed and index give the same input on every machine, so a failure is
        // reproduced from its reader, seed and index alone.
        var random = SplitMix(state: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            return (0..<Int.random(in: 0...512, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 1: return []
        default: return mutator.mutate(seeds.isEmpty ? [] : seeds.randomElement(using: &random)!, &random)
        }
    }

    /// Feeds one input to the reader.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch reader {
        case .plist:
            var parser = PropertyListParser(bytes: bytes, file: "Fuzz.plist")
            do {
                let node = try parser.parseDocument()
                _ = JSON(node).serialized()
                return .accepted
            } catch {
                return judge(error, file: "Fuzz.plist")
            }
        case .json:
            var parser = JSONParser(bytes: bytes, file: "Data.json")
            do {
                let node = try parser.parseDocument()
                _ = JSON(node).serialized()
                var random = SplitMix(state: UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.first ?? 0))
                if let failure = LayoutCheck.check(
                    bytes, layout: node.document.layout, scratch: scratch, random: &random)
                {
                    return .failure(failure)
                }
                _ = try AppData.read(node, file: "Data.json", app: "com.example.fuzz")
                return .accepted
            } catch {
                return judge(error, file: "Data.json")
            }
        case .pbxproj:
            // Accepted when either reading accepts; a fault in either is the outcome.
            var outcome = FuzzOutcome.refused
            for strings in [false, true] {
                var parser = OldStylePlistParser(bytes: bytes, file: "project.pbxproj")
                do {
                    let node = strings ? try parser.parseStringsDocument() : try parser.parseDocument()
                    _ = JSON(node).serialized()
                    outcome = .accepted
                } catch {
                    let judged = judge(error, file: "project.pbxproj")
                    if case .failure = judged { return judged }
                }
            }
            return outcome
        case .transcript:
            do {
                let file = try TranscriptFile.parse(bytes: bytes, path: "fuzz.transcript")
                _ = file.render()
                return .accepted
            } catch {
                return judge(error, file: "fuzz.transcript")
            }
        case .intentdefinition:
            do {
                try FileWriting.write(bytes, to: scratch)
            } catch {
                return .failure("cannot write the input: \(error)")
            }
            do {
                _ = try CustomIntentDefinitions.load(path: scratch).schemas
                return .accepted
            } catch {
                return judge(error, file: scratch)
            }
        case .matcher:
            guard let matcher else { return .failure("no matcher") }
            let result = matcher.match(String(decoding: bytes, as: UTF8.self), readings: 4)
            for candidate in result.candidates
            where !(candidate.score.isFinite && candidate.score >= 0 && candidate.score <= 1.0001) {
                return .failure("a score of \(candidate.score)")
            }
            return .accepted
        }
    }

    /// A refusal must name the file and a line (from 1) and say something.
    func judge(_ error: FormatError, file: String) -> FuzzOutcome {
        guard error.location.file == file, error.location.line >= 1, !error.message.isEmpty else {
            return .failure(
                "an error without a location: \(TerminalSafe.visible(error.description.prefix(200).description))")
        }
        return .refused
    }

    deinit { if reader == .intentdefinition || reader == .json { unlink(scratch) } }
}

extension FuzzTarget {
    /// Seeds for the old-style reader written for it, beside the test fixtures' projects:
    /// a small project with every kind of value, and two `.strings` files.
    static let oldStyleSeeds = [
        #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		AB12000000000000000000C1 /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = AB12000000000000000000C2 /* Main.swift */; };
        /* End PBXBuildFile section */
        		AB12000000000000000000C3 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "Demo App/Info.plist";
        				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
        				LD_RUNPATH_SEARCH_PATHS = (
        					"$(inherited)",
        					"@executable_path/Frameworks",
        				);
        				PRODUCT_BUNDLE_IDENTIFIER = com.example.demo;
        				shellScript = "echo \"hi\"\n\t\\ \U00e9 \101 \UD83C\UDF89";
        				OTHER = 'single';
        				DSTROOT = "";
        				SIGNATURE = <0fbd 7781>;
        			};
        			name = Debug;
        		};
        	};
        	rootObject = AB12000000000000000000C4 /* Project object */;
        }
        """#,
        #"""
        /* Intents.strings, written by hand */
        "zQ1abc" = "Zeige die Akkuleistung von ${carName}";
        // unsorted, no final line break
        "0ltuRO-EzhjO7" = "There are ${count} options matching \"yes\".";
        "mL" = "zwei
        Zeilen 🎉";
        "Done";
        "last" = "ohne Zeilenumbruch";
        """#,
        "\u{FEFF}\"a\" = \"b\";\n\n\"c\" = \"d\";\n",
    ]
}
