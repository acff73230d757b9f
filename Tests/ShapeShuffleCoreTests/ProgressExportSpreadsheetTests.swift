import Foundation
import Testing
@testable import ShapeShuffleCore

/// The exported file as a spreadsheet opens it: LibreOffice's own reader, headless
/// (`libreoffice-calc-nogui`, which `make test` installs), turns each language's file into a
/// spreadsheet and back into plain text, and every cell must be as the game wrote it.
@Suite("The exported progress file, opened by LibreOffice")
struct ProgressExportSpreadsheetTests {
    /// LibreOffice's text import as its dialog sets it on a file that starts with UTF-8's mark:
    /// commas, double quotes, UTF-8 (76), from the first line. Without a character set, the
    /// headless converter takes the system's 8-bit one whatever the file starts with.
    static let importOptions = "Text - txt - csv (StarCalc):44,34,76,1"
    static let exportOptions = "csv:Text - txt - csv (StarCalc):44,34,76,1"

    @Test("every language's file opens with each name, heading and figure in its own cell, the mark in none")
    func libreOfficeReadsEveryCell() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spreadsheet-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [Language: [[String]]] = [:]
        var files: [String] = []
        for language in Language.allCases {
            let (bytes, rows) = ProgressExportTests.namedInFiveScripts(language)
            let path = folder.appendingPathComponent("\(language.rawValue).csv").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            expected[language] = rows
            files.append(path)
        }
        let profile = "-env:UserInstallation=file://\(folder.path)/profile"
        try Self.soffice([profile, "--headless", "--infilter=\(Self.importOptions)", "--convert-to", "ods",
                          "--outdir", folder.appendingPathComponent("ods").path] + files)
        let sheets = Language.allCases.map { folder.appendingPathComponent("ods/\($0.rawValue).ods").path }
        try Self.soffice([profile, "--headless", "--convert-to", Self.exportOptions,
                          "--outdir", folder.appendingPathComponent("back").path] + sheets)
        for language in Language.allCases {
            let back = folder.appendingPathComponent("back/\(language.rawValue).csv")
            let text = try #require(String(data: try Data(contentsOf: back), encoding: .utf8), "\(language) came back unreadable")
            #expect(ProgressExportTests.parsed(text) == expected[language], "\(language)")
        }
    }

    private static func soffice(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/soffice")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/soffice") else {
            Issue.record("LibreOffice is not installed: `make deps-test` installs libreoffice-calc-nogui")
            return
        }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "soffice \(arguments.joined(separator: " ")) ended with \(process.terminationStatus)")
    }
}
