/// A command could not do its job for a reason the user can fix, described in
/// one sentence. ArgumentParser prints it as "Error: <sentence>" and exits with
/// status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
