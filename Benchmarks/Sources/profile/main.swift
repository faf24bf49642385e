import BenchmarkSupport
import Foundation
import LiveSignaling

// A fixed amount of work for profilers: profile [decode|encode|jsonc|foundation] [rounds] [family]
// (instructions per message = (count at N rounds - count at 0 rounds) / (messages × N); the
// number of messages is printed on standard error, 2,000 unless one family is picked).
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "decode"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let family = arguments.count > 3 ? WireFamily(rawValue: arguments[3]) : nil
let messages = CaptureGenerator().messages(count: 2000).filter { family == nil || $0.family == family }
FileHandle.standardError.write(Data("\(messages.count) messages\n".utf8))
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
