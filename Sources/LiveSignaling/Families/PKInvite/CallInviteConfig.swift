extension PKInvite {
    /// What a caller passes to `callInvite` besides `extendedData`, checked against ZIM's limits.
    public struct CallInviteConfig: Hashable, Sendable {
        /// Which API sends the invitation; it sets the timeout range and the callee limit.
        public enum Side: Hashable, Sendable {
            /// The client SDK: timeout 1...600 s.
            case client
            /// The server API: timeout (0, 600] s, at most 9 callees.
            case server
        }

        /// Whether the client SDK or the server API sends the invitation.
        public var side: Side
        /// Seconds; the server uses 90 when nil.
        public var timeout: Int?
        /// How many users the invitation calls: at least 1, and at most
        /// ``PKInvite/maxInvitees`` (9) through the server API.
        public var invitees: Int
        /// Advanced mode (needed to invite more hosts into a running PK); users in the call after this invite.
        public var advancedModeUsers: Int?
        /// The invitation's `extendedData` as bytes, at most ``PKInvite/maxExtendedDataBytes`` (2,048).
        public var extendedData: [UInt8]

        /// Creates a config to check with ``validate()``; without `advancedModeUsers` the call is not
        /// in advanced mode, and `extendedData` is empty unless given.
        public init(side: Side, timeout: Int?, invitees: Int, advancedModeUsers: Int? = nil, extendedData: [UInt8] = [])
        {
            self.side = side
            self.timeout = timeout
            self.invitees = invitees
            self.advancedModeUsers = advancedModeUsers
            self.extendedData = extendedData
        }

        /// Every limit this invitation breaks, with paths naming the config field.
        public func validate() -> [Diagnostic] {
            var sink = DiagnosticSink()
            let range = side == .client ? PKInvite.clientTimeout : PKInvite.serverTimeout
            if side == .client, timeout == nil {
                sink.report(.limitCallTimeout, at: [.key("timeout")], "the client SDK needs a timeout in \(range) s")
            }
            if let timeout, !range.contains(timeout) {
                sink.report(
                    .limitCallTimeout,
                    at: [.key("timeout")],
                    "timeout \(timeout) s is outside \(range) s"
                )
            }
            if invitees < 1 {
                sink.report(.limitCallInvitees, at: [.key("invitees")], "an invitation needs at least one callee")
            } else if side == .server, invitees > PKInvite.maxInvitees {
                sink.report(
                    .limitCallInvitees,
                    at: [.key("invitees")],
                    "\(invitees) callees; the server API takes at most \(PKInvite.maxInvitees)"
                )
            }
            if let users = advancedModeUsers, users > PKInvite.maxAdvancedModeUsers {
                sink.report(
                    .limitCallUsers,
                    at: [.key("advancedModeUsers")],
                    "\(users) users; an advanced-mode call holds at most \(PKInvite.maxAdvancedModeUsers)"
                )
            }
            let limit = PKInvite.extendedDataLimit
            if !limit.admits(extendedData.count) {
                sink.report(limit.code, at: [.key("extendedData")], limit.message(for: extendedData.count))
            }
            return sink.diagnostics
        }
    }
}
