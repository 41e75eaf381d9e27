"""Writes the image fixtures of MastheadImageTests with Pillow's encoders; run from this folder."""
import io
import struct
import zlib

from PIL import Image


def save(image, name, **options):
    image.save(name, **options)


# 40 x 30, the left 20 columns white and the right 20 black.
split = Image.new("RGB", (40, 30), (0, 0, 0))
split.paste((255, 255, 255), (0, 0, 20, 30))
save(split, "split-40x30.png")

# 64 x 48, the top half red and the bottom half blue, baseline and progressive.
photo = Image.new("RGB", (64, 48), (0, 0, 255))
photo.paste((255, 0, 0), (0, 0, 64, 24))
save(photo, "photo-64x48.jpg", quality=95)
save(photo, "progressive-64x48.jpg", quality=95, progressive=True)

# 16 x 16, fully transparent on the left and opaque green on the right.
alpha = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
alpha.paste((0, 255, 0, 255), (8, 0, 16, 16))
save(alpha, "half-transparent-16x16.png")

# 4096 x 4, at the limit across; and a 8 x 8 GIF.
save(Image.new("RGB", (4096, 4), (128, 128, 128)), "wide-4096x4.png")
save(Image.new("P", (8, 8), 1), "small.gif")

# A noisy 64 x 64 PNG cut off in the middle of its pixel data, and a JPEG of it cut off the same way.
noise = Image.effect_noise((64, 64), 80).convert("RGB")
for kind, name in [("PNG", "truncated.png"), ("JPEG", "truncated.jpg")]:
    encoded = io.BytesIO()
    noise.save(encoded, kind)
    with open(name, "wb") as file:
        file.write(encoded.getvalue()[: len(encoded.getvalue()) // 2])

# A PNG whose IHDR, with a correct CRC, claims 100000 x 100000 pixels, followed by a tiny IDAT and IEND.
def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


ihdr = struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0)
with open("claims-100000x100000.png", "wb") as file:
    file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b""))

# The 40 x 30 PNG with one byte of its IDAT data changed, so its CRC no longer matches.
with open("split-40x30.png", "rb") as file:
    data = bytearray(file.read())
idat = data.index(b"IDAT")
data[idat + 6] ^= 0xFF
with open("corrupt-crc.png", "wb") as file:
    file.write(bytes(data))

# The 40 x 30 PNG with its zlib stream damaged but every CRC recomputed to match, so that only a decoder finds it;
# and with its zlib stream cut to half, again with a matching CRC, followed by IEND.
with open("split-40x30.png", "rb") as file:
    data = file.read()
start = data.index(b"IDAT") - 4
(length,) = struct.unpack(">I", data[start : start + 4])
pixels = data[start + 8 : start + 8 + length]
head = data[:start]
damaged = pixels[:2] + bytes(b ^ 0x5A for b in pixels[2:-4]) + pixels[-4:]
with open("corrupt-zlib.png", "wb") as file:
    file.write(head + chunk(b"IDAT", damaged) + chunk(b"IEND", b""))
with open("short-idat.png", "wb") as file:
    file.write(head + chunk(b"IDAT", pixels[: len(pixels) // 2]) + chunk(b"IEND", b""))

# The 64 x 48 JPEG followed by bytes after its end-of-image marker, as some cameras write.
with open("photo-64x48.jpg", "rb") as file:
    data = file.read()
with open("trailing-bytes.jpg", "wb") as file:
    file.write(data + b"\0" * 16 + b"trailer")

# 13 x 7 PNGs of the bit depths and colour types Pillow writes: 1-bit, 16-bit grey, grey and alpha, a 4-colour
# palette; every one the left 6 columns white and the rest black, so the size of their scanlines is checked.
for mode, name in [("1", "bits-1.png"), ("I;16", "grey-16.png"), ("LA", "grey-alpha.png"), ("P", "palette.png")]:
    white = {"1": 1, "I;16": 65535, "LA": (255, 255), "P": 1}[mode]
    black = {"1": 0, "I;16": 0, "LA": (0, 255), "P": 0}[mode]
    image = Image.new(mode, (13, 7), black)
    if mode == "P":
        image.putpalette([0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255])
    image.paste(white, (0, 0, 6, 7))
    save(image, name, bits=2) if mode == "P" else save(image, name)

# An Adam7-interlaced 13 x 11 RGB PNG, written here because Pillow writes no interlaced PNG: each pass's rows with
# filter type 0. The left 6 columns white, the rest black.
width, height = 13, 11
passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
raw = b""
for x0, y0, dx, dy in passes:
    for y in range(y0, height, dy):
        columns = range(x0, width, dx)
        if columns:
            raw += b"\0" + b"".join(b"\xff\xff\xff" if x < 6 else b"\0\0\0" for x in columns)
ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1)
with open("interlaced-13x11.png", "wb") as file:
    file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
