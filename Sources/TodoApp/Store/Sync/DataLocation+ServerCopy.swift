import Foundation

extension DataLocation {
    /// Where this machine keeps its copies of the lists of the server `identity` names
    /// (see `PostgresConnection.identity`): a directory of its own under `servers/`, so
    /// that one server's copies wake no one watching another's.
    func serverCopies(of identity: String) -> DataLocation {
        let readable = String(identity.unicodeScalars.prefix(60).map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "@._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        // Two identities that read alike once cleaned differ here.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = readable + "-" + String(hash, radix: 16)
        return DataLocation(directory: directory.appendingPathComponent("servers", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true))
    }
}
