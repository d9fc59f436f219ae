import Apps
import Assistant
import Formats
import Foundation
import IntentModel
import PhraseMatcher
import Runtime
import Store
import SystemIntents
import XcodeProject

/// One thing `sirisim lint` found, at a file and line: a warning (what a developer should
/// fix: exit 1) or a note (what loads but is worth knowing).
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: Sendable, Equatable {
        case warning, note
    }

    public var location: SourceLocation
    public var message: String
    public var severity: Severity = .warning

    public init(location: SourceLocation, message: String, severity: Severity = .warning) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    public var description: String { "\(location): \(severity == .note ? "note: " : "")\(message)" }
}

/// What `sirisim lint` says of a set of apps: what it read from where, and its findings.
public struct LintReport: Sendable {
    /// Per app, what was read from where (an Xcode project's target and files).
    public var reading: [(app: String, notes: [String])]
    public var findings: [LintFinding]

    public var warnings: [LintFinding] { findings.filter { $0.severity == .warning } }
    public var notes: [LintFinding] { findings.filter { $0.severity == .note } }
}

/// Checks app bundles the way App Store review and Siri would read them: plist structure,
/// intent and parameter names, vocabulary Apple advises against, and whether every
/// IntentExample reads back as its own intent.
public enum Linter {
    /// Lints the bundles at `paths`. Throws when a file cannot be read at all (exit 2);
    /// returns findings otherwise (exit 1 when there are any).
    public static func lint(
        paths: [String], contactsPath: String? = nil, reading: AppReading = AppReading()
    ) throws -> [LintFinding] {
        try report(paths: paths, contactsPath: contactsPath, reading: reading).findings
    }

    /// Lints the apps at `paths` (bundle folders, Xcode projects, folders to search), read as
    /// `reading` says, with what was read from where.
    public static func report(
        paths: [String], contactsPath: String? = nil,
        reading: AppReading = AppReading()
    ) throws -> LintReport {
        var findings: [LintFinding] = []
        var bundles: [AppBundle] = []
        let paths = paths.map { Paths.absolute($0) }
        for path in paths {
            let bundle = try loadBundle(at: path, reading: reading)
            bundles.append(bundle)
            findings += checkBundle(bundle)
            findings += ProjectCheck.check(bundle)
            findings += try checkData(of: bundle, at: path, contactsPath: contactsPath, near: paths)
        }
        let (installable, duplicates) = try installablePaths(paths, bundles: bundles)
        findings += duplicates
        // The device's Contacts must be readable: lint reads the examples with them.
        if let contactsPath {
            do { _ = try DeviceContactsFile.load(path: Paths.absolute(contactsPath)) } catch { throw BootError(error) }
        }
        // Every example must read back as its own intent, in its own app.
        let device: Device
        let matcher: PhraseMatcher
        do {
            device = try Device(deviceConfiguration(installable, contactsPath: contactsPath, reading: reading))
            matcher = try device.siri.matcher
        } catch {
            findings += bootFailure(error, installable: installable, findings: findings)
            return LintReport(reading: bundles.map { ($0.displayName, $0.notes) }, findings: sorted(findings))
        }
        for bundle in bundles where installable.contains(bundle.path) {
            findings += checkExamples(of: bundle, bundles: bundles, matcher: matcher)
        }
        return LintReport(reading: bundles.map { ($0.displayName, $0.notes) }, findings: sorted(findings))
    }

    /// The app at `path`, read as `reading` says (its target only for an Xcode project).
    static func loadBundle(at path: String, reading: AppReading) throws -> AppBundle {
        do {
            return try AppBundle.load(
                path: path, locale: reading.locale,
                target: AppLocator.kind(of: path).isProject ? reading.target : nil,
                overrides: reading.settings)
        } catch {
            throw BootError(error)
        }
    }

    /// What is wrong in the app's Data.json, if it has one: its launch vocabulary and the
    /// user vocabulary it registers. A file that cannot be parsed at all is thrown.
    static func checkData(
        of bundle: AppBundle, at path: String, contactsPath: String?,
        near paths: [String]
    ) throws -> [LintFinding] {
        let dataPath = bundle.dataFile.isEmpty ? Paths.join(path, "Data.json") : bundle.dataFile
        guard Paths.kind(dataPath) != .missing else { return [] }
        var findings: [LintFinding] = []
        let root: Node
        do { root = try JSONParser.parse(contentsOf: dataPath) } catch { throw BootError(error) }
        let contacts = try deviceContacts(contactsPath, near: paths)
        do {
            let data = try AppData.read(
                root, file: dataPath, app: bundle.bundleIdentifier,
                declaredIntents: bundle.supportedIntents)
            for (type, strings) in data.launchVocabulary {
                let list = NodeReader(root, file: dataPath)["launch"]["vocabulary"][type.rawValue]
                findings += checkTerms(
                    strings.map(\.spokenPhrase), what: nil, location: list.location,
                    everydayWords: false)
            }
            let reader = NodeReader(root, file: dataPath)
            findings += VocabularyAdvice.checkUserVocabulary(
                data, bundle: bundle, root: reader, deviceContacts: contacts)
        } catch {
            findings.append(LintFinding(location: error.location, message: error.message))
        }
        return findings
    }

    /// Two bundles with one identifier: a device installs only the first. The paths a
    /// device installs, and a finding for each bundle it leaves out.
    static func installablePaths(
        _ paths: [String],
        bundles: [AppBundle]
    ) throws -> (paths: [String], findings: [LintFinding]) {
        var findings: [LintFinding] = []
        var owners: [String: String] = [:]
        var installable: [String] = []
        for (path, bundle) in zip(paths, bundles) {
            if let first = owners[bundle.bundleIdentifier] {
                findings.append(
                    LintFinding(
                        location: try identifierLocation(bundle),
                        message: "\(bundle.bundleIdentifier) is also the identifier of \(first); "
                            + "each app needs its own"))
            } else {
                owners[bundle.bundleIdentifier] = path
                installable.append(path)
            }
        }
        return (installable, findings)
    }

    /// The device lint reads the examples on: the installable apps, frozen at a fixed time.
    static func deviceConfiguration(
        _ installable: [String], contactsPath: String?,
        reading: AppReading
    ) -> DeviceConfiguration {
        var configuration = DeviceConfiguration()
        configuration.appPaths = installable
        configuration.contactsPath = contactsPath
        configuration.locale = reading.locale
        configuration.target = reading.target
        configuration.buildSettings = reading.settings
        configuration.frozenAt = Date(timeIntervalSince1970: 0)
        return configuration
    }

    /// The finding for a device that cannot start with the apps, unless a mistake already
    /// found in a Data.json (at the same place) is why: that is said once.
    static func bootFailure(_ error: any Error, installable: [String], findings: [LintFinding]) -> [LintFinding] {
        let boot = error as? BootError
        let location = boot?.location ?? SourceLocation(file: installable.first ?? "", line: 0)
        if findings.contains(where: { $0.location.file == location.file && $0.location.line == location.line }) {
            return []
        }
        let message = "the device cannot start with these apps: \(boot?.message ?? "\(error)")"
        return [LintFinding(location: location, message: message)]
    }

    static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings.sorted {
            ($0.location.file, $0.location.line, $0.message) < ($1.location.file, $1.location.line, $1.message)
        }
    }

    /// Where a bundle's Info.plist sets CFBundleIdentifier.
    static func identifierLocation(_ bundle: AppBundle) throws -> SourceLocation {
        let info = bundle.infoPlistFile
        guard Paths.kind(info) == .file else {
            return SourceLocation(file: info, line: 0, keyPath: "CFBundleIdentifier")
        }
        do {
            return NodeReader(try PropertyListParser.parse(contentsOf: info), file: info)["CFBundleIdentifier"].location
        } catch {
            throw BootError(error)
        }
    }

    /// The device's Contacts lint checks vocabulary against: the file given, or the one beside the apps.
    static func deviceContacts(_ path: String?, near paths: [String]) throws -> [DeviceContact] {
        guard let path = try path.map({ Paths.absolute($0) }) ?? BundledFiles.contacts(near: paths) else { return [] }
        do { return try DeviceContactsFile.load(path: path) } catch { throw BootError(error) }
    }

    /// Terms Apple advises against: everyday words Siri already knows, and strings over the limit.
    static func checkTerms(
        _ terms: [String], what: String?, location: SourceLocation, everydayWords: Bool = true
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        let prefix = what.map { "\($0): " } ?? ""
        for term in terms {
            if everydayWords, let finding = VocabularyAdvice.everyday(term, location: location) {
                findings.append(LintFinding(location: location, message: prefix + finding.message))
            }
            let size = Siri.vocabularyByteCount(term)
            if size > Siri.vocabularyStringLimit {
                findings.append(
                    LintFinding(
                        location: location,
                        message:
                            "\(prefix)a term of \(size) bytes is over the \(Siri.vocabularyStringLimit)-byte limit and would be dropped"
                    ))
            }
        }
        return findings
    }
}
