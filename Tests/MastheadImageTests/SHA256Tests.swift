import MastheadImage
import Testing

/// The SHA-256 of FIPS 180-4, checked against its published vectors and Python's hashlib.
@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "published vectors: the empty message, abc, and the two-block 448-bit message",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test("lengths around the padding boundaries and a million bytes agree with Python's hashlib")
    func hashlib() {
        // Each from python3 -c 'import hashlib; print(hashlib.sha256(b"x" * 55).hexdigest())' and so on.
        #expect(
            SHA256.hex(Array(repeating: 0x78, count: 55))
                == "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072")
        #expect(
            SHA256.hex(Array(repeating: 0x78, count: 56))
                == "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e")
        #expect(
            SHA256.hex(Array(repeating: 0x78, count: 64))
                == "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c")
        // FIPS 180-2's long vector, a million "a".
        #expect(
            SHA256.hex(Array(repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(SHA256.digest([]).count == 32)
    }
}
