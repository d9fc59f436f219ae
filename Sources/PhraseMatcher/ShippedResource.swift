import Foundation

/// A data file sirisim ships in the matcher's bundle (Resources/). One missing or unreadable
/// is a broken installation, which stops sirisim with the file's path rather than let it
/// match without the data and never say so.
enum ShippedResource {
    /// A file sirisim ships that it cannot read.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func text(_ name: String, extension ext: String, what: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext) else {
            throw Missing(
                description: "sirisim's \(name).\(ext) is missing from \(Bundle.module.bundlePath); "
                    + "the installation is incomplete: build or install sirisim again")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw Missing(description: "\(url.path): cannot read sirisim's \(what): \(error)")
        }
    }
}
