-- GET /v1/audit of one header over its whole range and all twelve text sizes, a different title each time
-- (uncached).
local counter = 0

function request()
  counter = counter + 1
  return wrk.format("GET", string.format(
    "/v1/audit?style=large&back=Mailboxes&trailing=search,plus&title=Inbox%%20%d", counter))
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
