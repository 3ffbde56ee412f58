import CNcurses

/// Reads everything curses can deliver right now without waiting (the window is in
/// nodelay mode), so that a burst of input (a paste, key repeat) becomes one batch and
/// costs one frame.
enum InputReader {
    struct Batch {
        var inputs: [CursesInput] = []
        /// curses saw the terminal change size (`KEY_RESIZE`).
        var sawResize = false
    }

    /// An endless flood of input still lets a frame through now and then; the rest is
    /// read on the next wake-up. A paste cut here continues in the next batch.
    static let batchLimit = 1 << 16

    static func readPending(from window: UnsafeMutablePointer<WINDOW>) -> Batch {
        var batch = Batch()
        var character: wint_t = 0
        while batch.inputs.count < batchLimit {
            let result = wget_wch(window, &character)
            if result == OK {
                batch.inputs.append(.character(Unicode.Scalar(UInt32(character)) ?? "\u{FFFD}"))
            } else if result == KEY_CODE_YES {
                let code = Int32(bitPattern: UInt32(character))
                if code == KEY_RESIZE {
                    batch.sawResize = true
                } else if let input = recognised(code) {
                    batch.inputs.append(input)
                }
            } else {
                break
            }
        }
        return batch
    }

    /// Codes above `KEY_MAX` are the terminal's extended keys, numbered at run time; their
    /// terminfo names say what they are.
    private static func recognised(_ code: Int32) -> CursesInput? {
        guard code > KEY_MAX, code != BracketedPaste.startCode, code != BracketedPaste.endCode,
              code != MouseReporting.reportCode
        else {
            return .key(code)
        }
        guard let name = keyname(code),
              let (key, modifiers) = KeyDecoder.modifiedKey(forExtendedName: String(cString: name))
        else { return nil }
        return .modifiedKey(key, modifiers)
    }
}
