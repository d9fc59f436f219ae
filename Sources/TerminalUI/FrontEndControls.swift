import Assistant

/// What a front end lends the commands it runs itself (`SessionCommand`): the way
/// `:save` writes the session so far.
struct FrontEndControls: SessionControls {
    let write: (String, Bool) throws -> Void

    func save(to path: String, replacing: Bool) throws {
        try write(path, replacing)
    }
}
