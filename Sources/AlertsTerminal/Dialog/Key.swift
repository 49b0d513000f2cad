/// A key the dialog understands, decoded from the bytes a terminal in raw mode sends
/// (``KeyDecoder``).
enum Key: Sendable, Hashable {
    /// ← (`ESC [ D`, `ESC O D`).
    case left
    /// → (`ESC [ C`, `ESC O C`).
    case right
    /// ↑ (`ESC [ A`, `ESC O A`).
    case up
    /// ↓ (`ESC [ B`, `ESC O B`).
    case down
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
    case end
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Tab (byte 0x09).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Return or Enter: CR, LF, or CR LF in one read.
    case enter
    /// Esc alone: an ESC byte that no sequence followed in time, or one followed by another ESC
    /// or by a byte that starts no sequence.
    case escape
    /// Ctrl-C (byte 0x03): raw mode turns off the signal, so it arrives as a byte.
    case interrupt
    /// Ctrl-Z (byte 0x1A).
    case suspend
    /// A printable character, space included.
    case character(Character)
    /// A sequence the dialog does not use (function keys, Delete, a modified key…).
    case other
}
