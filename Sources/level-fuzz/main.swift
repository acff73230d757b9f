import Foundation
import ShapeShuffleCore
#if canImport(Glibc)
import Glibc
#endif

// Seeded mutation fuzzing of LevelFile.parse (run by mk/stress.mk). Every input must come back as levels
// that pass the validator or as a LevelFileError that names the file (and the level, when it
// gives one) in a message of bounded length, within the per-input time budget. A crash or a
// hang cannot be reported from inside, so the index of the input at hand is kept in a
// shared-memory file that Tests/stress/level_fuzz.py reads after the process dies or stalls,
// then rebuilds that one input with --dump.
//
//   level-fuzz --seed S --count N [--start I] [--budget-ms M] [--index-file PATH]
//              [--failures DIR] SEED-FILE…
//   level-fuzz --seed S --dump I SEED-FILE…     writes input I to stdout

struct Options {
    var seed: UInt64 = 1
    var count = 5_000
    var start = 0
    var budgetMilliseconds = 500.0
    var indexFile: String?
    var failures = "."
    var dump: Int?
    var seedFiles: [String] = []

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ name: String) -> String {
            guard let next = rest.popFirst() else { usage("\(name) needs a value") }
            return next
        }
        func number<T: FixedWidthInteger>(_ name: String) -> T {
            let text = value(name)
            guard let parsed = T(text) else { usage("\(name) needs a whole number, not \(text)") }
            return parsed
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--seed": options.seed = number(argument)
            case "--count": options.count = number(argument)
            case "--start": options.start = number(argument)
            case "--budget-ms": options.budgetMilliseconds = Double(number(argument) as Int)
            case "--index-file": options.indexFile = value(argument)
            case "--failures": options.failures = value(argument)
            case "--dump": options.dump = number(argument)
            default:
                if argument.hasPrefix("--") { usage("unknown option \(argument)") }
                options.seedFiles.append(argument)
            }
        }
        return options
    }
}

func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("level-fuzz: \(problem)\n".utf8))
    exit(2)
}

/// A slot in a file mapped shared, so its last value survives the process: the input being made or parsed.
struct IndexSlot {
    private let slot: UnsafeMutablePointer<Int64>?

    init(path: String?) {
        guard let path else { slot = nil; return }
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0, ftruncate(fd, 8) == 0,
              let mapped = mmap(nil, 8, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED
        else { usage("cannot map \(path)") }
        close(fd)
        slot = mapped.bindMemory(to: Int64.self, capacity: 1)
        slot?.pointee = -1
    }

    func set(_ value: Int) { slot?.pointee = Int64(value) }
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
var seeds = Seeds.builtIn.map { Array($0.utf8) }
for path in options.seedFiles {
    guard let data = FileManager.default.contents(atPath: path) else { usage("cannot read \(path)") }
    // The real file twice over: it is the one closest to what players' copies look like.
    seeds += [Array(data), Array(data)]
}
let mutator = Mutator(seeds: seeds)

func input(_ index: Int) -> [UInt8] {
    var random = FuzzRandom(seed: options.seed, index: index)
    return mutator.input(&random)
}

if let index = options.dump {
    FileHandle.standardOutput.write(Data(input(index)))
    exit(0)
}

let fileName = "fuzz/levels.json"

/// Why an outcome breaks the loader's promise, or nil when it keeps it.
func broken(_ outcome: Result<[Level], LevelFileError>) -> String? {
    switch outcome {
    case .success(let levels):
        if levels.isEmpty { return "accepted a file with no levels" }
        for (position, level) in levels.enumerated() {
            if level.number != position + 1 { return "accepted level \(level.number) at position \(position + 1)" }
            if let problem = LevelValidator.firstProblem(in: level) { return "accepted an invalid level: \(problem)" }
        }
        return nil
    case .failure(let error):
        let text = error.description
        if error.file != fileName || !text.hasPrefix(fileName + ": ") { return "error does not name the file: \(text)" }
        if let level = error.level, level < 1 || !text.contains("level \(level): ") {
            return "error names level \(level) badly: \(text)"
        }
        if text.utf8.count > 1_000 { return "error message of \(text.utf8.count) bytes" }
        if text.contains("\n") { return "error message of more than one line: \(text)" }
        return nil
    }
}

func fail(_ index: Int, _ bytes: [UInt8], _ reason: String) -> Never {
    let path = "\(options.failures)/level-fuzz-\(options.seed)-\(index).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    FileHandle.standardError.write(Data("""
        level-fuzz: FAILED on input \(index) of seed \(options.seed): \(reason.prefix(300))
        level-fuzz: input kept in \(path) (\(bytes.count) bytes)

        """.utf8))
    exit(1)
}

let slot = IndexSlot(path: options.indexFile)
let clock = ContinuousClock()
let began = clock.now
var accepted = 0
var bytesParsed = 0
var slowest: (Duration, Int) = (.zero, -1)
var messages = Set<String>()
let budget = Duration.milliseconds(options.budgetMilliseconds)

FileHandle.standardOutput.write(Data("level-fuzz: seed \(options.seed), inputs \(options.start)..<\(options.start + options.count), \(seeds.count) seed files\n".utf8))
for index in options.start..<(options.start + options.count) {
    slot.set(index)
    let bytes = input(index)
    let data = Data(bytes)
    let started = clock.now
    let outcome = Result { () throws(LevelFileError) in try LevelFile.parse(data: data, fileName: fileName) }
    let took = clock.now - started
    bytesParsed += bytes.count
    if took > slowest.0 { slowest = (took, index) }
    if took > budget { fail(index, bytes, "took \(took), over the budget of \(budget)") }
    if let reason = broken(outcome) { fail(index, bytes, reason) }
    switch outcome {
    case .success: accepted += 1
    case .failure(let error): messages.insert(error.message.prefix(24).description)
    }
}
let elapsed = clock.now - began
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
let rate = Double(options.count) / max(seconds, 1e-9)
print(String(format: "level-fuzz: %d inputs (%d accepted, %d refused with %d kinds of message), %.1f MB, %.1f s, %.0f inputs/s; slowest %@ (input %d)",
             options.count, accepted, options.count - accepted, messages.count, Double(bytesParsed) / 1e6, seconds, rate,
             "\(slowest.0)", slowest.1))
