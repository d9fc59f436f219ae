/// Albums named as albums.
extension Aligner {
    /// A title nobody knows, said right after the word "album" or right before it in a request
    /// to play, names the album (`mediaSearch.albumName`), as Siri's "play the album
    /// {albumName}" reads it: "could you play the album B Men Gahō by Nathaniel Shilkret", "play
    /// the Blue Harbour album". Only the word "album": a soundtrack or an EP is named as a
    /// title. (A search keeps it as the thing looked for, and an album known by name is
    /// already its own kind.)
    func albumsNamedAsAlbums(_ filled: inout [Filled]) {
        guard plan.intent.schema.className == "INPlayMediaIntent" else { return }
        let specs = plan.intent.schema.parameters
        guard let nameParameter = specs.firstIndex(where: { $0.name == "mediaSearch.mediaName" }),
            let albumParameter = specs.firstIndex(where: { $0.name == "mediaSearch.albumName" }),
            !filled.contains(where: { $0.parameter == albumParameter }),
            let name = filled.firstIndex(where: { $0.parameter == nameParameter }),
            filled[name].fills.count == 1, filled[name].fills[0].entity == nil
        else { return }
        let title = filled[name].fills[0].tokens
        let saysAlbum = filled.contains { item in
            item.fills.contains { fill in
                fill.entity?.kind == .lexicon("mediaType") && fill.tokens.count == 1
                    && ["album", "albums"].contains(table.tokens[fill.tokens.lowerBound].key)
                    && (fill.tokens.upperBound == title.lowerBound || fill.tokens.lowerBound == title.upperBound)
            }
        }
        guard saysAlbum else { return }
        filled[name].parameter = albumParameter
    }
}
