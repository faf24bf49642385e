#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths a command was given: files as they are, directories recursively (their
/// `.json`, `.jsonl` and `.ndjson` files, sorted, leaving out the golden expectations
/// `*.expected.json(l)` beside vectors), and `-` for standard input.
enum InputWalker {
    static let messageExtensions = [".json", ".jsonl", ".ndjson"]

    static func expand(_ paths: [String]) throws(InputSource.OpenError) -> [String] {
        var files: [String] = []
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw InputSource.OpenError(description: "cannot open \(path): \(String(cString: strerror(errno)))")
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                files.append(contentsOf: try walk(path))
            } else {
                files.append(path)
            }
        }
        return files
    }

    private static func walk(_ directory: String) throws(InputSource.OpenError) -> [String] {
        guard let handle = opendir(directory) else {
            throw InputSource.OpenError(
                description: "cannot read directory \(directory): \(String(cString: strerror(errno)))"
            )
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        var files: [String] = []
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                files.append(contentsOf: try walk(path))
            } else if messageExtensions.contains(where: name.hasSuffix), !name.hasSuffix(".expected.json"),
                !name.hasSuffix(".expected.jsonl")
            {
                files.append(path)
            }
        }
        return files
    }

    static func isLines(_ path: String) -> Bool {
        path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
    }

    /// The size of a regular file, for progress; nil for pipes and terminals.
    static func size(of descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
