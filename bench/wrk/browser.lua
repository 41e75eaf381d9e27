-- The header fields Chromium sends with a fetch from the playground, on every request: what a browser's requests
-- cost the server beside wrk's `Host` alone. Use with any path: wrk -s bench/wrk/browser.lua URL
wrk.headers["User-Agent"] =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
wrk.headers["Accept"] = "*/*"
wrk.headers["Accept-Encoding"] = "gzip, deflate, br, zstd"
wrk.headers["Accept-Language"] = "en-US,en;q=0.9"
wrk.headers["Referer"] = "http://127.0.0.1:8080/?style=large&offset=26"
wrk.headers["Sec-Fetch-Dest"] = "empty"
wrk.headers["Sec-Fetch-Mode"] = "cors"
wrk.headers["Sec-Fetch-Site"] = "same-origin"
wrk.headers["sec-ch-ua"] = "\"Chromium\";v=\"131\", \"Not_A Brand\";v=\"24\""
wrk.headers["sec-ch-ua-mobile"] = "?0"
wrk.headers["sec-ch-ua-platform"] = "\"Linux\""
wrk.headers["Connection"] = "keep-alive"
