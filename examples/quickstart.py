"""The README's example: a tool against a misbehaving local API (loopback only)."""

from toolretry import smart_retry_with_observation
from toolretry.http import Session
from toolretry.testing import FaultServer, Reply

with FaultServer() as server:  # a misbehaving API on 127.0.0.1
    server.script("/users/42", Reply.error(404, "user 42 does not exist", type="not_found"))

    @smart_retry_with_observation
    def get_user(user_id: int) -> dict[str, object]:
        """Fetch a user by id."""
        return Session().get(server.url(f"/users/{user_id}")).json()  # type: ignore[no-any-return]

    print(get_user(42))
