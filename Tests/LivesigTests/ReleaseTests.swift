import Foundation
import LiveSignaling
import Testing

/// The release is named once (LiveSignalingRelease.version); everything that shows it agrees.
@Suite struct ReleaseTests {
    @Test func versionIsShownWhereverItIsNamed() throws {
        let version = LiveSignalingRelease.version
        #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil })
        let outcome = try LivesigProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == version + "\n")
        let root = URL(fileURLWithPath: LivesigProcess.packageRoot)
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("## \(version)"), "CHANGELOG.md has no section for \(version)")
        let header = try String(
            contentsOf: root.appendingPathComponent("Sources/CSignalCheck/include/signal_check_version.h"),
            encoding: .utf8
        )
        #expect(header.contains("#define SC_VERSION       \"\(version)\""))
    }
}
