/// Albums named as albums.
extension Aligner {
    /// A title nobody knows, said right after the word "album" or right before it in a request
    /// to play, names the album (`mediaSearch.albumName`), as Siri's "play the album
    /// {albumName}" reads it: "could you play the album B Men Gahō by Nathaniel Shilkret", "play
    /// the Blue Harbour album". Only the word "album": a soundtrack or an EP is named as a
    /// title. (A search keeps it as the thing looked for, and an album known by name is
    /// already its own kind.)
    func albumsNamedAsAlbums(_ filled: inout [Filled]) {
        // (The word "album" first: most readings hold none, and settle at once.)
        let tokens = table.tokens
        let albumWords = filled.lazy.flatMap(\.fills).compactMap { fill -> Range<Int>? in
            guard fill.tokens.count == 1, case .lexicon("mediaType")? = fill.entity?.kind,
                ["album", "albums"].contains(tokens[fill.tokens.lowerBound].key)
            else { return nil }
            return fill.tokens
        }
        guard let album = albumWords.first, plan.intent.schema.className == "INPlayMediaIntent" else { return }
        let specs = plan.intent.schema.parameters
        guard let nameParameter = specs.firstIndex(where: { $0.name == "mediaSearch.mediaName" }),
            let albumParameter = specs.firstIndex(where: { $0.name == "mediaSearch.albumName" }),
            !filled.contains(where: { $0.parameter == albumParameter }),
            let name = filled.firstIndex(where: { $0.parameter == nameParameter }),
            filled[name].fills.count == 1, filled[name].fills[0].entity == nil
        else { return }
        let title = filled[name].fills[0].tokens
        guard album.upperBound == title.lowerBound || album.lowerBound == title.upperBound else { return }
        filled[name].parameter = albumParameter
    }
}
