import Alerts
import StringTables
import Testing

@testable import AlertsHTTP

/// The characters a URI may hold as written, an HTTP token's, and the request path made an
/// `instance` from them: each byte by the RFCs' sets.
struct URIAndTokenCharacterTests {
    /// RFC 3986's unreserved characters and sub-delimiters, `:`, `@` and `/`: what a path keeps.
    static let pathCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)

    @Test func uriAndTokenCharactersAreTheRFCsSets() {
        let uri = Self.pathCharacters.union("%[]?#".utf8)
        let token = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(isURICharacter(byte) == uri.contains(byte), "\(byte)")
            #expect(isTokenCharacter(byte) == token.contains(byte), "\(byte)")
        }
    }

    @Test func theInstanceKeepsPathCharactersAndPercentEncodesEveryOtherByte() {
        func encoded(_ byte: UInt8) -> String {
            Self.pathCharacters.contains(byte)
                ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        for byte in UInt8(0)..<0x80 where byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#") {
            let character = String(UnicodeScalar(byte))
            #expect(Problem.instance("/a" + character + "z") == "/a" + encoded(byte) + "z", "\(byte)")
            #expect(Problem.instance("/a" + character) == "/a" + encoded(byte), "\(byte) last")
        }
        // Every byte of UTF-8 (two, three and four bytes), percent-encoded.
        for scalar in (0x80...0x7FF).compactMap(Unicode.Scalar.init) + ["€", "\u{FFFF}", "😀", "\u{10FFFF}"] {
            let text = String(scalar)
            #expect(Problem.instance("/" + text) == "/" + text.utf8.map(encoded).joined(), "\(scalar.value)")
        }
        #expect(Problem.instance("/%41") == "/%41")
        #expect(Problem.instance("/%%41%") == "/%25%41%25")
        #expect(Problem.instance("/%4") == "/%254")
        #expect(Problem.instance("/%4g%g4") == "/%254g%25g4")
        #expect(Problem.instance("//") == "/.//")
        #expect(Problem.instance("/a?b/c#d") == "/a")
        #expect(Problem.instance("/a#b?c") == "/a")
        #expect(Problem.instance("*") == nil)
    }

    @Test func theInstanceIsBoundedBeforeTheQueryAt2048Bytes() {
        let longest = "/" + String(repeating: "a", count: 2047)
        #expect(Problem.instance(longest + "?" + String(repeating: "q", count: 5000)) == longest)
        #expect(Problem.instance(longest + "a") == nil)
        // Bytes, not characters: 2048 bytes of two-byte letters, then one more.
        let letters = "/" + String(repeating: "é", count: 1023) + "a"
        #expect(Problem.instance(letters) == "/" + String(repeating: "%C3%A9", count: 1023) + "a")
        #expect(Problem.instance(letters + "a") == nil)
    }

    @Test func aLoneLowercaseLanguageReadsAsTheSameFieldWithSpaces() {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let twos = letters.flatMap { first in letters.map { first + $0 } }
        for language in twos + twos.flatMap({ two in letters.map { two + $0 } }) {
            #expect(AcceptLanguage.languages(in: language) == AcceptLanguage.languages(in: " \(language) "))
            #expect(AcceptLanguage.languages(in: language).map(\.identifier) == [language])
        }
        #expect(AcceptLanguage.languages(in: "d") == [])
        #expect(AcceptLanguage.languages(in: "DE") == ["de"])
        #expect(AcceptLanguage.languages(in: "abcd") == [])
    }
}
