#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths a command was given: files as they are, directories recursively (their
/// `.json`, `.jsonl` and `.ndjson` files, sorted, leaving out the golden expectations
/// `*.expected.json(l)` beside vectors), and `-` for standard input. Nothing stops the
/// expansion: a path that cannot be read becomes a skipped entry with its reason, so that
/// every other input is still read and the run can say what it left out.
enum InputWalker {
    static let messageExtensions = [".json", ".jsonl", ".ndjson"]

    enum Entry: Equatable {
        /// A file to read. Files found in a directory are read only if they are regular files
        /// (a FIFO there would block forever); a path given by name is read whatever it is,
        /// so `<(command)` and `/dev/stdin` work.
        case file(InputPath, fromDirectory: Bool)
        /// An input that was not read, and why.
        case skipped(String, reason: String)
        /// A directory already walked (a symbolic link back to an ancestor, or a path given
        /// twice): walking it again would read the same files again, up to the kernel's limit
        /// of 40 links.
        case repeated(String)
    }

    struct Expansion {
        var entries: [Entry] = []
        /// Files in directories without a message extension: not inputs, but counted.
        var ignored = 0
        /// Golden expectations in directories (`*.expected.json(l)` beside vectors): not
        /// messages, and counted apart, since their names end as messages' do.
        var expectations = 0
        fileprivate var visited: Set<FileIdentity> = []
    }

    fileprivate struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    static func expand(_ arguments: [String]) -> Expansion {
        var expansion = Expansion()
        for argument in arguments {
            let path = InputPath(argument: argument)
            if path.isStandardInput {
                expansion.entries.append(.file(path, fromDirectory: false))
                continue
            }
            var info = stat()
            guard stat(path.cString, &info) == 0 else {
                expansion.entries.append(.skipped(path.display, reason: "cannot open: \(errorText())"))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, info: info, into: &expansion)
            } else {
                expansion.entries.append(.file(path, fromDirectory: false))
            }
        }
        return expansion
    }

    private static func walk(_ directory: InputPath, info: stat, into expansion: inout Expansion) {
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard expansion.visited.insert(identity).inserted else {
            expansion.entries.append(.repeated(directory.display))
            return
        }
        guard let handle = opendir(directory.cString) else {
            expansion.entries.append(.skipped(directory.display, reason: "cannot list the directory: \(errorText())"))
            return
        }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        closedir(handle)
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let path = directory.appending(name)
            var child = stat()
            guard stat(path.cString, &child) == 0 else {
                // A dangling link or a link loop: an input only if its name says so.
                if isMessageFile(path) {
                    expansion.entries.append(.skipped(path.display, reason: "cannot open: \(errorText())"))
                } else {
                    expansion.ignored += 1
                }
                continue
            }
            let kind = child.st_mode & S_IFMT
            if kind == S_IFDIR {
                walk(path, info: child, into: &expansion)
            } else if isExpectation(path) {
                expansion.expectations += 1
            } else if !isMessageFile(path) {
                expansion.ignored += 1
            } else if kind == S_IFREG {
                expansion.entries.append(.file(path, fromDirectory: true))
            } else {
                expansion.entries.append(
                    .skipped(path.display, reason: "\(InputSource.describe(kind)), not a regular file")
                )
            }
        }
    }

    static func isMessageFile(_ path: InputPath) -> Bool {
        messageExtensions.contains(where: path.hasSuffix) && !isExpectation(path)
    }

    static func isExpectation(_ path: InputPath) -> Bool {
        path.hasSuffix(".expected.json") || path.hasSuffix(".expected.jsonl")
    }

    static func isLines(_ path: String) -> Bool {
        path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
    }

    static func isLines(_ path: InputPath) -> Bool {
        path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
    }

    /// The size of a regular file, for progress; nil for pipes and terminals.
    static func size(of descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
