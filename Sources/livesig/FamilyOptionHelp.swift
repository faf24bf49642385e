import ArgumentParser
import LiveSignaling

/// The help of each command's `--family`: what naming a family does, as
/// `SignalDecoder.decode(_:as:)` does it (a family narrows detection to its capture channel).
enum FamilyOptionHelp {
    static func help(_ what: String, envelopes: Bool = false) -> ArgumentHelp {
        ArgumentHelp(
            "Read \(what) as this family's capture channel does, not by detection over every family.",
            discussion: """
                Detection is narrowed to the families sharing the family's channel (pk.invite, \
                uikit.invitation and uikit.invitation-answer share zim.call-invite; \
                sei.device-state and sei.application-data share sei), and the family's forms \
                that are not JSON are read too (pk.invite's empty quit, a chat.custom text). \
                One of \(WireFamily.allCases.map(\.rawValue).joined(separator: ", ")).\
                \(envelopes ? " Envelopes keep their channel's family." : "")
                """
        )
    }
}
