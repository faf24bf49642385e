import FuzzSupport
import SEICodec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMP4Demuxer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.demuxer(UnsafeRawBufferPointer(start: data, count: size)) { MP4Demuxer() }
    return 0
}
