import FuzzSupport
import SEICodec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFLVDemuxer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.demuxer(UnsafeRawBufferPointer(start: data, count: size)) { FLVDemuxer() }
    return 0
}
