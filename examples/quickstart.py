"""The README's example: a tool against a misbehaving local API (loopback only)."""

from toolretry import Backoff, smart_retry_with_observation
from toolretry.http import Session
from toolretry.testing import FaultServer, Reply

with FaultServer() as api:  # a misbehaving HTTP API on 127.0.0.1
    api.script("/weather/Oslo", Reply(503), Reply(json={"temp_c": 4}))
    api.script("/weather/Atlantis", Reply.error(404, "no such city"))

    @smart_retry_with_observation(backoff=Backoff(base=0.1))
    def get_weather(city: str) -> dict:
        """Current weather for a city."""
        return Session().get(api.url(f"/weather/{city}")).json()

    print(get_weather("Oslo"))  # the 503 is retried after a short backoff
    print(get_weather("Atlantis"))  # the 404 is not: the model is told why
