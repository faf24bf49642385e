import BenchmarkSupport
import Foundation
import LiveSignaling

// A fixed amount of work for profilers: profile [decode|encode|jsonc|foundation] [rounds]
// (instructions per message = (count at N rounds - count at 0 rounds) / (2000 × N)).
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "decode"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let messages = CaptureGenerator().messages(count: 2000)
var checksum = 0
switch mode {
case "encode":
    let values = messages.compactMap { SignalDecoder().decode($0.bytes).message }
    for _ in 0..<rounds { checksum &+= Peers.signalEncoder(values) }
case "jsonc":
    for _ in 0..<rounds { checksum &+= Peers.jsoncParse(messages) }
case "foundation":
    let datas = messages.map { Data($0.bytes) }
    for _ in 0..<rounds { checksum &+= Peers.foundationDecoder(messages, datas) }
default:
    for _ in 0..<rounds { checksum &+= Peers.signalDecoder(messages) }
}
print(checksum)
