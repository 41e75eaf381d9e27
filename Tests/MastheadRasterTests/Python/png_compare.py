"""Decodes PNG files with Pillow and prints what it found as one JSON object on standard output.

    python3 png_compare.py A.png            {"images": [{"width": W, "height": H, "mode": "RGBA"}]}
    python3 png_compare.py A.png B.png      the same for both, and when their sizes agree,
                                            "maxDifference" (largest channel difference, 0-255) and
                                            "differingPixels" (pixels with any channel different), both compared
                                            as RGBA so an RGB file and an RGBA file of the same picture agree.
    python3 png_compare.py A.png X,Y ...    also "alpha": the first image's alpha at each pixel X,Y, 0-255.

Exits 2 with a message on standard error when Pillow is missing or a file cannot be decoded.
"""
import json
import sys

try:
    from PIL import Image, ImageChops
except ImportError:
    sys.exit("Pillow is not installed: run scripts/setup --test")


def main(arguments):
    points = [tuple(int(n) for n in a.split(",")) for a in arguments if a.replace(",", "").isdigit()]
    paths = [a for a in arguments if not a.replace(",", "").isdigit()]
    images = []
    for path in paths:
        try:
            image = Image.open(path)
            image.load()
        except Exception as error:  # Pillow raises several types for undecodable files
            print(f"{path}: {error}", file=sys.stderr)
            sys.exit(2)
        images.append(image)
    result = {"images": [{"width": i.width, "height": i.height, "mode": i.mode, "format": i.format} for i in images]}
    if len(images) == 2 and images[0].size == images[1].size:
        first, second = (i.convert("RGBA") for i in images)
        difference = ImageChops.difference(first, second)
        result["maxDifference"] = max(high for _, high in difference.getextrema())
        red, green, blue, alpha = difference.split()
        anyChannel = ImageChops.lighter(ImageChops.lighter(red, green), ImageChops.lighter(blue, alpha))
        result["differingPixels"] = first.width * first.height - anyChannel.histogram()[0]
    if points:
        result["alpha"] = [images[0].convert("RGBA").getpixel(point)[3] for point in points]
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
