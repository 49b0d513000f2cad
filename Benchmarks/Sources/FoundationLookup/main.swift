import Foundation

// The Foundation side of the whole-process row: reads a .strings table with
// PropertyListSerialization, as a program without the package would, and prints one value.
//
//     FoundationLookup FILE KEY

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: FoundationLookup FILE KEY\n".utf8))
    exit(64)
}
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    guard let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
        FileHandle.standardError.write(Data("\(arguments[1]) is not a table of strings\n".utf8))
        exit(65)
    }
    guard let value = table[arguments[2]] else {
        FileHandle.standardError.write(Data("no key \(arguments[2]) in \(arguments[1])\n".utf8))
        exit(1)
    }
    print(value)
} catch {
    FileHandle.standardError.write(Data("cannot read \(arguments[1]): \(error)\n".utf8))
    exit(66)
}
