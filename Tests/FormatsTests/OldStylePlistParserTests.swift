import Foundation
import Testing

@testable import Formats

/// The old-style plist reader on small documents written for these tests: a pbxproj-like
/// project, `.strings` files, and each kind of mistake with the line it is on.
@Suite struct OldStylePlistParserTests {
    func parse(_ text: String) throws(FormatError) -> Node {
        var parser = OldStylePlistParser(bytes: Array(text.utf8), file: "project.pbxproj")
        return try parser.parseDocument()
    }

    func strings(_ text: String) throws(FormatError) -> Node {
        var parser = OldStylePlistParser(bytes: Array(text.utf8), file: "Intents.strings")
        return try parser.parseStringsDocument()
    }

    /// The error a document gives, or nil when it is read.
    func failure(_ bytes: [UInt8], strings: Bool = false) -> FormatError? {
        var parser = OldStylePlistParser(bytes: bytes, file: "project.pbxproj")
        do {
            _ = strings ? try parser.parseStringsDocument() : try parser.parseDocument()
            return nil
        } catch {
            return error
        }
    }

    func failure(_ text: String, strings: Bool = false) -> FormatError? { failure(Array(text.utf8), strings: strings) }

    static let project = #"""
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
        				PRODUCT_BUNDLE_IDENTIFIER = com.example.demo-app;
        				SWIFT_ACTIVE_COMPILATION_CONDITIONS = 'DEBUG FAST';
        				shellScript = "echo \"hi\"\n\t\\ \U00e9\U0041 \101 \ud83c\uDF89 \'";
        				ENABLE_BITCODE = NO;
        				DSTROOT = "";
        				SIGNATURE = <0fbd 7781
        				  00>;
        				SUPPORTED_PLATFORMS = (iphoneos, iphonesimulator);
        			};
        			name = Debug;
        		};
        	};
        	rootObject = AB12000000000000000000C4 /* Project object */;
        }
        """#

    @Test func readsAProjectWithCommentsQuotesEscapesAndLines() throws {
        let reader = NodeReader(try parse(Self.project), file: "project.pbxproj")
        #expect(try reader.keys() == ["archiveVersion", "classes", "objectVersion", "objects", "rootObject"])
        #expect(try reader["classes"].keys() == [])
        #expect(try reader["objectVersion"].string() == "56")
        let objects = reader["objects"]
        #expect(try objects.keys() == ["AB12000000000000000000C1", "AB12000000000000000000C3"])
        #expect(try objects["AB12000000000000000000C1"]["fileRef"].string() == "AB12000000000000000000C2")
        #expect(objects["AB12000000000000000000C1"].location.line == 10)
        let settings = objects["AB12000000000000000000C3"]["buildSettings"]
        #expect(settings.location.line == 15)
        #expect(try settings["INFOPLIST_FILE"].string() == "Demo App/Info.plist")
        #expect(
            try settings["LD_RUNPATH_SEARCH_PATHS"].stringArray() == ["$(inherited)", "@executable_path/Frameworks"])
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"][1].location.line == 20)
        #expect(try settings["PRODUCT_BUNDLE_IDENTIFIER"].string() == "com.example.demo-app")
        #expect(try settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"].string() == "DEBUG FAST")
        // \ud83c is no escape (only \U is): the u stands for itself, as in Foundation.
        #expect(try settings["shellScript"].string() == "echo \"hi\"\n\t\\ éA A ud83cuDF89 '")
        #expect(try settings["DSTROOT"].string() == "")
        #expect(settings["SIGNATURE"].node?.value == .data(Data([0x0F, 0xBD, 0x77, 0x81, 0x00])))
        #expect(try settings["SUPPORTED_PLATFORMS"].stringArray() == ["iphoneos", "iphonesimulator"])
        #expect(settings["ENABLE_BITCODE"].location.line == 25)
        #expect(try objects["AB12000000000000000000C3"]["name"].string() == "Debug")
        #expect(reader["rootObject"].location.line == 34)
        #expect(reader["rootObject"].location.description == "project.pbxproj:34: rootObject")
    }

    @Test func numbersAndFlagsStayStringsForReadersToInterpret() throws {
        let reader = NodeReader(try parse("{ a = 10.0; b = YES; c = -1; }"), file: "project.pbxproj")
        #expect(try reader["a"].string() == "10.0")
        #expect(try reader["b"].string() == "YES")
        #expect {
            _ = try reader["c"].int()
        } throws: { error in
            (error as? FormatError)?.description == "project.pbxproj:1: c: expected an integer, found a string"
        }
    }

    @Test func surrogatePairsJoinAndLoneHalvesBecomeReplacementCharacters() throws {
        let reader = NodeReader(
            try parse(#"( "\UD83C\UDF89", "\UD83Cx", "\UDF89", "\UD83C\U0041", "\U41\U20" )"#), file: "project.pbxproj")
        #expect(try reader.stringArray() == ["🎉", "\u{FFFD}x", "\u{FFFD}", "\u{FFFD}A", "A "])
    }

    @Test func arraysTakeAnOptionalTrailingCommaAndMayBeEmpty() throws {
        let reader = NodeReader(try parse("(\n a,\n (),\n ( b, c ),\n {},\n)"), file: "project.pbxproj")
        #expect(try reader.array().count == 4)
        #expect(try reader[2].stringArray() == ["b", "c"])
        #expect(reader[3].location.line == 5)
        #expect(try NodeReader(try parse("( a, b )"), file: "x").stringArray() == ["a", "b"])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        var parser = OldStylePlistParser(bytes: [0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8), file: "p")
        #expect(try NodeReader(try parser.parseDocument(), file: "p")["a"].string() == "b")
    }

    @Test func anXMLPropertyListIsReadByThePlistReader() throws {
        let xml =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>b</string>\n</dict>\n</plist>"
        let reader = NodeReader(try parse(xml), file: "project.pbxproj")
        #expect(try reader["a"].string() == "b")
        #expect(reader["a"].location.line == 5)
    }

    // MARK: .strings

    @Test func readsAStringsFileWithCommentsTokensAndNoFinalLineBreak() throws {
        let text = """
            /* Written by hand:
               not sorted. */
            "zQ1abc" = "Zeige die Akkuleistung von ${carName}";
            // A line comment.
            "Ab-Cd9" = "Schick ${content} an ${recipient} 🎉";

            "mL" = "zwei
            Zeilen";
            "Done";
            "last" = "ohne Zeilenumbruch";
            """
        let reader = NodeReader(try strings(text), file: "Intents.strings")
        #expect(try reader.keys() == ["zQ1abc", "Ab-Cd9", "mL", "Done", "last"])
        #expect(try reader["zQ1abc"].string() == "Zeige die Akkuleistung von ${carName}")
        #expect(try reader["Ab-Cd9"].string() == "Schick ${content} an ${recipient} 🎉")
        #expect(try reader["mL"].string() == "zwei\nZeilen")
        #expect(try reader["Done"].string() == "Done")
        #expect(reader["Ab-Cd9"].location.line == 5)
        #expect(reader["last"].location.line == 10)
    }

    @Test func anEmptyStringsFileIsAnEmptyDictionary() throws {
        #expect(try NodeReader(try strings(""), file: "s").keys() == [])
        #expect(try NodeReader(try strings("/* nothing yet */\n\n// still nothing\n"), file: "s").keys() == [])
        #expect(try NodeReader(try strings("{ \"a\" = \"b\"; }"), file: "s")["a"].string() == "b")
    }

    @Test func aStringsFileEntryNeedsItsSemicolon() {
        let error = failure("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", strings: true)
        #expect(error?.location.line == 2)
        #expect(error?.message == "expected ; after the value of \"c\"")
        #expect(failure("\"a\" = \"b\";\n}\n", strings: true)?.message.hasPrefix("unexpected }") == true)
    }

    // MARK: Mistakes and their lines

    @Test func eachMistakeIsReportedOnItsLine() {
        let cases: [(text: String, line: Int, message: String)] = [
            ("{\n  buildSettings = {\n  }\n  name = Debug;\n}", 3, "expected ; after the value of \"buildSettings\""),
            ("{\n  a = \"abc;\n}\n", 2, "the string opened here is never closed"),
            ("{\n  a = b;\n  /* note\n\n}", 3, "the comment opened here is never closed"),
            ("{ a = b; }\n\n}", 3, "unexpected } after the property list"),
            ("(\n  a,\n  }\n)", 3, "unexpected } where a value was expected"),
            ("{\n  a = b;\n  (x) = y;\n}", 3, "a key must be a string, found an array"),
            ("{\n  {} = y;\n}", 2, "a key must be a string, found a dictionary"),
            ("{\n  name = a;\n\n  name = b;\n}", 4, "the key \"name\" appears twice in one dictionary"),
            ("{\n  a = \n ;\n}", 3, "the key \"a\" has no value"),
            ("{\n  a b;\n}", 2, "expected = after the key \"a\""),
            ("{\n  a = b;\n", 3, "the dictionary opened on line 1 is never closed"),
            ("(\n  a\n  b\n)", 2, "expected , or ) after an element of the array opened on line 1"),
            ("(\n  a,\n  ,\n)", 3, "unexpected , where a value was expected"),
            ("{\n  a = <0fb>;\n}", 2, "data must be whole bytes: an even number of hex digits between spaces"),
            ("{\n  a = <0f\n  zz>;\n}", 3, "unexpected z in data (write pairs of hex digits: <0fbd 7781>)"),
            ("{\n  a = <0f", 2, "the data opened here with < is never closed"),
            (
                "{\n  a = \"\\400\";\n}", 2,
                "the escape \\400 names a NeXTSTEP character, which sirisim does not read; write the character itself"
            ),
            ("{\n  a = \"\\Uxyz\";\n}", 2, "\\U needs hex digits (\\U00E9 for é)"),
            ("{\n  a = #;\n}", 2, "unexpected # where a value was expected"),
            (
                "{\n  a = é;\n}", 2,
                "unexpected character U+00E9 where a value was expected (a string with characters other than letters, digits and _$/:.+- must be quoted)"
            ),
            ("", 1, "the file ends where a value was expected"),
            ("// only a comment\n", 2, "the file ends where a value was expected"),
        ]
        for (text, line, message) in cases {
            let error = failure(text)
            #expect(error?.location.file == "project.pbxproj", "\(text)")
            #expect(error?.location.line == line, "\(text)")
            #expect(error?.message == message, "\(text)")
        }
    }

    @Test func invalidUTF8IsAnErrorOnItsLine() {
        let places: [[UInt8]] = [
            Array("{\n a = \"x".utf8) + [0xC3, 0x28] + Array("\";\n}".utf8),  // in a string
            Array("{\n /* x".utf8) + [0xFF] + Array(" */\n}".utf8),  // in a comment
            Array("{\n a = ".utf8) + [0xED, 0xA0, 0x80] + Array(";\n}".utf8),  // where a value stands
            Array("{\n a = \"\\".utf8) + [0x80] + Array("\";\n}".utf8),  // after a backslash
            Array("{\n // ".utf8) + [0xC0, 0x80] + Array("\n}".utf8),  // in a line comment
        ]
        for bytes in places {
            let error = failure(bytes)
            #expect(error?.location.line == 2)
            #expect(error?.message == "the file is not valid UTF-8 here")
        }
    }

    @Test func aUTF16FileIsRefusedWithAHint() {
        let error = failure(
            [0xFF, 0xFE] + Array("\"a\" = \"b\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, strings: true)
        #expect(error?.location.line == 1)
        #expect(error?.message.contains("UTF-16") == true)
    }

    @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "(", count: Limits.nesting) + String(repeating: ")", count: Limits.nesting)
        _ = try parse(deepest)
        let tooDeep = String(repeating: "(\n", count: Limits.nesting + 1)
        let error = failure(tooDeep)
        #expect(error?.message == "nesting is deeper than \(Limits.nesting) levels")
        #expect(error?.location.line == Limits.nesting + 1)
    }

    @Test func repeatedKeysAreFoundInLargeDictionariesAndThroughEscapes() throws {
        let keys = (0..<40).map { "  K\($0) = v;" }
        _ = try parse("{\n" + keys.joined(separator: "\n") + "\n}")
        let error = failure("{\n" + (keys + ["  K7 = w;"]).joined(separator: "\n") + "\n}")
        #expect(error?.location.line == 42)
        #expect(error?.message == "the key \"K7\" appears twice in one dictionary")
        #expect(failure("{ ab = 1;\n\"a\\U0062\" = 2; }")?.location.line == 2)
        #expect(failure("{ \"\" = 1;\n'' = 2; }")?.location.line == 2)
        _ = try parse("{ a = { a = 1; }; b = { a = 2; }; }")
    }

    @Test func aLargeProjectIsReadInOnePass() throws {
        // A pbxproj's objects dictionary holds thousands of entries, each a small dictionary.
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        for n in 0..<20_000 {
            text +=
                "\t\t\(String(n, radix: 16, uppercase: true).leftPadded(24)) /* File\(n).swift */ = {isa = PBXFileReference; path = \"File \(n).swift\"; };\n"
        }
        text += "\t};\n}\n"
        let reader = NodeReader(try parse(text), file: "project.pbxproj")
        let objects = reader["objects"]
        #expect(try objects.keys().count == 20_000)
        #expect(try objects["000000000000000000004E1F"]["path"].string() == "File 19999.swift")
        #expect(objects["000000000000000000004E1F"].location.line == 20_003)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
