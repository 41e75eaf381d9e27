/// The CRC-32 of ISO 3309 and ITU-T V.42 that PNG chunks carry (polynomial `0xEDB88320`, reflected).
enum CRC32 {
    /// The CRC of `bytes[range]`.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for index in range {
            crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The CRC of each byte value, as the PNG specification's sample code computes it.
    private static let table: [UInt32] = (0..<256).map { (value: UInt32) in
        (0..<8).reduce(value) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
