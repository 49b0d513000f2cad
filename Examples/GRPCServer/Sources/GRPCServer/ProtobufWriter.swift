/// Protocol buffers' binary wire format, written field by field into bytes: what ``EncodedStatus``
/// writes a `google.rpc.Status` with, without a SwiftProtobuf message for it or its details.
///
/// Each field is a tag — its number and its wire type — then its value. The writer writes the
/// fields in the order it is asked to, and as protobuf's own encoders write a proto3 field: a
/// string or a number with its default value (empty, zero) is left out, a nested message is
/// written even when it is empty, and a map entry has its key and its value, whatever they are.
///
/// ```text
/// varint            7 bits a byte, the lowest first; every byte but the last has its high bit set
/// tag               varint: field number << 3 | wire type (0: varint, 2: length-delimited)
/// int32, int64      tag, varint (a negative number as its 64 bits: ten bytes)
/// string, bytes     tag, length (varint), the bytes (a string's UTF-8)
/// message           tag, length (varint), the message's fields
/// map<K, V> entry   a message: the key as field 1, the value as field 2
/// ```
struct ProtobufWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes before it grows.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes an `int32` or `int64` field; nothing when `value` is zero.
    mutating func writeInt(_ value: Int64, field: Int) {
        guard value != 0 else { return }
        writeTag(field, wireType: 0)
        writeVarint(UInt64(bitPattern: value))
    }

    /// Writes a `string` field, `value` in UTF-8; nothing when `value` is empty.
    mutating func writeString(_ value: String, field: Int) {
        guard !value.isEmpty else { return }
        writeUTF8(value, field: field)
    }

    /// Writes a message field whose fields `writeFields` writes, even when it writes none.
    mutating func writeMessage(field: Int, _ writeFields: (inout ProtobufWriter) -> Void) {
        writeTag(field, wireType: 2)
        writeLengthDelimited(writeFields)
    }

    /// Writes a `bytes` field whose bytes `writeBytes` writes — a message in its own bytes, such as
    /// the value of a `google.protobuf.Any`; nothing when it writes none.
    mutating func writeBytes(field: Int, _ writeBytes: (inout ProtobufWriter) -> Void) {
        let start = bytes.count
        writeTag(field, wireType: 2)
        if writeLengthDelimited(writeBytes) == 0 { bytes.removeSubrange(start...) }
    }

    /// Writes one entry of a `map<string, string>` field: a message of the key and the value.
    mutating func writeMapEntry(key: String, value: String, field: Int) {
        writeMessage(field: field) { entry in
            entry.writeUTF8(key, field: 1)
            entry.writeUTF8(value, field: 2)
        }
    }

    /// Writes what `write` writes, preceded by its length, and returns the length: a varint, of
    /// one byte up to 127, inserted before the bytes once they are written.
    @discardableResult
    private mutating func writeLengthDelimited(_ write: (inout ProtobufWriter) -> Void) -> Int {
        let start = bytes.count
        write(&self)
        let length = bytes.count - start
        var index = start
        Self.varint(UInt64(length)) { byte in
            bytes.insert(byte, at: index)
            index += 1
        }
        return length
    }

    /// Writes a length-delimited field of `value`'s UTF-8, even when it is empty.
    private mutating func writeUTF8(_ value: String, field: Int) {
        writeTag(field, wireType: 2)
        writeVarint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// Writes a field's tag: its number and its wire type.
    private mutating func writeTag(_ field: Int, wireType: UInt64) {
        writeVarint(UInt64(field) << 3 | wireType)
    }

    /// Writes `value` as a varint.
    private mutating func writeVarint(_ value: UInt64) {
        Self.varint(value) { bytes.append($0) }
    }

    /// The bytes of `value` as a varint, each given to `emit` in order: 7 bits a byte, the lowest
    /// first, every byte but the last with its high bit set.
    private static func varint(_ value: UInt64, _ emit: (UInt8) -> Void) {
        var value = value
        while value > 0x7F {
            emit(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        emit(UInt8(value))
    }
}
