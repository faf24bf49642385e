import BenchmarkSupport
import Foundation
import LiveSignaling

// A fixed amount of work for profilers: profile [decode|verdict|encode|jsonc|foundation] [rounds] [family|broken]
// (instructions per message = (count at N rounds - count at 0 rounds) / (messages × N); the
// number of messages is printed on standard error, 2,000 unless one family is picked).
// `broken` keeps only the capture's invalid messages (1 in 100), whose path is the slow one.
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "decode"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let selector = arguments.count > 3 ? arguments[3] : ""
let family = WireFamily(rawValue: selector)
let generated = CaptureGenerator().messages(count: selector == "broken" ? 200_000 : 2000)
let messages = generated.filter { message in
    if selector == "broken" { return !SignalDecoder().decode(message.bytes).isValid }
    return family == nil || message.family == family
}
FileHandle.standardError.write(Data("\(messages.count) messages\n".utf8))
var checksum = 0
switch mode {
case "encode":
    let values = messages.compactMap { SignalDecoder().decode($0.bytes).message }
    for _ in 0..<rounds { checksum &+= Peers.signalEncoder(values) }
case "verdict":
    for _ in 0..<rounds { checksum &+= Peers.signalVerdict(messages) }
case "jsonc":
    for _ in 0..<rounds { checksum &+= Peers.jsoncParse(messages) }
case "foundation":
    let datas = messages.map { Data($0.bytes) }
    for _ in 0..<rounds { checksum &+= Peers.foundationDecoder(messages, datas) }
default:
    for _ in 0..<rounds { checksum &+= Peers.signalDecoder(messages) }
}
print(checksum)
