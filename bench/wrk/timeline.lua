-- GET /v1/timeline with 1000 frames, a different range each time (uncached).
local counter = 0

function request()
  counter = counter + 1
  local from = counter % 5000 - 2500
  return wrk.format("GET", string.format(
    "/v1/timeline?style=large&back=Mailboxes&trailing=search,plus&step=1&from=%d&to=%d", from, from + 999))
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
