import FuzzSupport
import SEICodec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMPEGTSDemuxer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.demuxer(UnsafeRawBufferPointer(start: data, count: size)) { MPEGTSDemuxer() }
    return 0
}
