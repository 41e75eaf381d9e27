# syntax=docker/dockerfile:1
# Masthead: build on the official Swift 6 image for Debian bookworm, run on bookworm-slim.
#   docker build -t masthead .
#   docker run --rm -p 8080:8080 masthead
# The runtime layer holds only the shared libraries the binary links (libmicrohttpd, HarfBuzz, librsvg for PNG
# previews, gdk-pixbuf, whose PNG and JPEG loaders are built into the library, for a user's image), the fonts it
# measures and draws with, the binary and the playground.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev libharfbuzz-dev librsvg2-dev pkg-config \
        libgdk-pixbuf-2.0-dev zlib1g-dev \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb
WORKDIR /src
# SwiftPM reads every target of the manifest, test targets included, so their folders come along; .dockerignore
# keeps out everything else.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product masthead --static-swift-stdlib \
    && install -D --strip .build/release/masthead /out/masthead

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 libharfbuzz0b librsvg2-2 libgdk-pixbuf-2.0-0 \
        fonts-inter fonts-dejavu-core fonts-roboto-unhinted \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb /var/cache/apt/*.bin \
    && useradd --system --uid 10001 --no-create-home masthead
COPY --from=build /out/masthead /usr/local/bin/masthead
COPY Public /srv/masthead/Public
WORKDIR /srv/masthead
USER 10001
ENV PORT=8080 PUBLIC_DIR=/srv/masthead/Public
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 CMD ["masthead", "--healthcheck"]
ENTRYPOINT ["masthead"]
