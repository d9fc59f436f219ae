/// Which `.lproj` a device reads, as iOS picks a bundle's localization: the device locale
/// exactly (`en-GB`), then its language (`en`), then the app's development region, then
/// `Base`, then a file in no `.lproj` at all.
public enum Localization {
    /// The device locale when none is given.
    public static let defaultLocale = "en-US"

    /// The region to read among `available` (region names; "" for a file in no `.lproj`).
    public static func pick(
        _ available: some Collection<String>, locale: String?, developmentRegion: String?
    ) -> String? {
        let regions = Set(available)
        for candidate in candidates(locale: locale, developmentRegion: developmentRegion) {
            if let found = regions.first(where: { normalized($0) == normalized(candidate) }) { return found }
        }
        return nil
    }

    /// The regions in the order they are tried.
    public static func candidates(locale: String?, developmentRegion: String?) -> [String] {
        let locale = locale ?? defaultLocale
        var out = [locale, language(of: locale)]
        if let developmentRegion {
            out += [developmentRegion, language(of: developmentRegion)]
        }
        out += ["Base", ""]
        var seen = Set<String>()
        return out.filter { seen.insert(normalized($0)).inserted }
    }

    /// `en` for `en-US`, `en_US` or `en`.
    public static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" })
    }

    /// `en_US` and `en-us` read alike.
    static func normalized(_ region: String) -> String {
        region.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
