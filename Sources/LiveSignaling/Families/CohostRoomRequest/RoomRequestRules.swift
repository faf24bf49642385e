// The typed values' rules are their forms' (CohostRoomRequestSpec.swift): a value is checked
// by encoding it and walking the form over its bytes, as a message read from the wire is.

extension CohostRoomRequest.V1: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        SpecValues.report(encoding: self, as: .object(CohostRoomRequest.envelopeForm.root), at: path(), into: &sink)
    }
}

extension CohostRoomRequest.ExtendedData: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        SpecValues.report(encoding: self, as: .object(CohostRoomRequest.payloadForm.root), at: path(), into: &sink)
    }
}
