"""Held-out set 17, part 4: tokens, parsers, a state machine and a lock, all local.

* jwcrypto 1.5 (JOSE): ``JWTExpired``, ``JWTNotYetValid``, ``JWTMissingClaim``,
  ``JWTInvalidClaimValue``, ``InvalidJWSSignature``, ``InvalidJWSObject``,
  ``InvalidJWEData``, ``InvalidJWKType``, ``InvalidJWAAlgorithm`` on tokens a tool was handed.
* Parsers a tool runs on content it was handed: ijson (``IncompleteJSONError``,
  ``JSONError``), iso8601 (``ParseError``), dacite (``WrongTypeError``, ``MissingValueError``,
  ``UnexpectedDataError``, ``UnionMatchError``), and the stdlib's ``netrc``, ``http.cookies``,
  ``py_compile``, ``string.Template``, ``urllib.parse`` and ``locale``.
* transitions 0.9 (``MachineError`` for a trigger the current state does not allow, a
  ``ValueError`` for an unknown state) and zc.lockfile (``LockError`` while another process
  holds the lock).

Written 2026-12-04 between 13:17 and 14:10 UTC by the helper ``heldout17``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
an earlier set."""

from __future__ import annotations

import atexit
import io
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout17-local-")
atexit.register(shutil.rmtree, _WORK, True)
CRED = (CLI, FAT)


def tokens_family() -> Iterator[Case]:
    from jwcrypto import jwe, jwk, jws, jwt

    key = jwk.JWK.generate(kty="oct", size=256)
    other = jwk.JWK.generate(kty="oct", size=256)
    now = int(time.time())

    def token(claims: dict[str, Any], signer: Any = key) -> str:
        signed = jwt.JWT(header={"alg": "HS256"}, claims=claims)
        signed.make_signed_token(signer)
        return str(signed.serialize())

    def check(raw: str, **wanted: Any) -> Callable[[], Any]:
        return lambda: jwt.JWT(jwt=raw, key=key, check_claims=wanted or None).claims

    good = {"sub": "agent-7", "iss": "https://id.example.test", "exp": now + 600}
    to = "tokens-17"
    yield case(to, "expired", CRED, check(token({**good, "exp": now - 3600})))
    # Valid from a moment in the future: waiting would make it valid, and so would a new one.
    yield case(to, "not-yet-valid", (TRA, CLI), check(token({**good, "nbf": now + 900})))
    yield case(to, "missing-claim", CLI, check(token({"sub": "agent-7", "exp": now + 600}),
        iss="https://id.example.test"))  # fmt: skip
    yield case(to, "wrong-issuer", CRED, check(token({**good, "iss": "https://evil.test"}),
        iss="https://id.example.test"))  # fmt: skip
    yield case(to, "bad-signature", CRED, check(token(good, signer=other)))
    yield case(to, "malformed", CLI, check("eyJhbGciOiJIUzI1NiJ9.not-a-token"))
    yield case(to, "two-parts", CLI, check("abc.def"))
    yield case(to, "jws-tampered", CRED, lambda: _verify_tampered(jws, key))
    yield case(to, "jwe-wrong-key", CRED, lambda: _decrypt_wrong(jwe, jwk, key, other))
    # The tool was configured with a key of the wrong type for the algorithm: its bug.
    yield case(to, "key-type", (FAT, CLI), lambda: jwk.JWK(kty="XYZ", k="AAAA"))
    yield case(to, "unknown-alg", (FAT, CLI), lambda: jwt.JWT(header={"alg": "HS999"},
        claims={"sub": "x"}).make_signed_token(key))  # fmt: skip
    yield case(to, "bad-jwk-json", CLI, lambda: jwk.JWK.from_json('{"kty": "oct", "k": '))


def _verify_tampered(jws: Any, key: Any) -> Any:
    signed = jws.JWS(b'{"amount": 10}')
    signed.add_signature(key, None, {"alg": "HS256"})
    head, _, sig = signed.serialize(compact=True).split(".")
    forged = jws.JWS()
    forged.deserialize(f"{head}.eyJhbW91bnQiOiAxMDAwMH0.{sig}")
    return forged.verify(key)


def _decrypt_wrong(jwe: Any, jwk: Any, key: Any, other: Any) -> Any:
    sealed = jwe.JWE(b"secret-report", protected={"alg": "A256KW", "enc": "A256GCM"})
    sealed.add_recipient(key)
    opened = jwe.JWE()
    opened.deserialize(sealed.serialize(compact=True), key=other)
    return opened.payload


@dataclass
class _Item:
    sku: str
    qty: int


@dataclass
class _Order:
    id: int
    items: list[_Item]
    note: str | int | None = None


def parsers_family() -> Iterator[Case]:
    import dacite
    import ijson
    import iso8601

    def stream(raw: bytes, prefix: str = "items.item") -> Callable[[], Any]:
        return lambda: list(ijson.items(io.BytesIO(raw), prefix))

    def netrc_file(text: str) -> Callable[[], Any]:
        import netrc

        path = os.path.join(_WORK, f"netrc-{abs(hash(text))}")
        with open(path, "w") as handle:
            handle.write(text)
        os.chmod(path, 0o600)
        return lambda: netrc.netrc(path)

    def compile_source(text: str) -> Callable[[], Any]:
        import py_compile

        path = os.path.join(_WORK, f"gen_{abs(hash(text))}.py")
        with open(path, "w") as handle:
            handle.write(text)
        return lambda: py_compile.compile(path, doraise=True)

    def cookie(name: str) -> Callable[[], Any]:
        from http.cookies import SimpleCookie

        def run() -> Any:
            jar: SimpleCookie = SimpleCookie()
            jar[name] = "1"
            return jar

        return run

    strict = dacite.Config(strict=True)
    pa = "parsers-17"
    yield case(pa, "ijson-truncated", CLI, stream(b'{"items": [{"sku": "A1"}, {"sku": '))
    yield case(pa, "ijson-garbage", CLI, stream(b'{"items": [1, 2,, 3]}'))
    # A proxy's error page where JSON was expected: bad content, or a gateway hiccup.
    yield case(pa, "ijson-html", (CLI, TRA), stream(b"<html><body>502 Bad Gateway</body></html>"))
    yield case(pa, "ijson-empty", CLI, stream(b""))
    yield case(pa, "iso8601-month", CLI, lambda: iso8601.parse_date("2026-13-04T10:00:00Z"))
    yield case(pa, "iso8601-words", CLI, lambda: iso8601.parse_date("next tuesday"))
    yield case(pa, "iso8601-none", CLI, lambda: iso8601.parse_date(None))  # type: ignore[arg-type]
    yield case(pa, "dacite-type", CLI, lambda: dacite.from_dict(_Order, {"id": 7, "items":
        [{"sku": "A1", "qty": "three"}]}))  # fmt: skip
    yield case(pa, "dacite-missing", CLI, lambda: dacite.from_dict(_Order, {"id": 7,
        "items": [{"qty": 1}]}))  # fmt: skip
    yield case(pa, "dacite-extra", CLI, lambda: dacite.from_dict(_Order, {"id": 7, "items": [],
        "coupon": "X"}, config=strict))  # fmt: skip
    yield case(pa, "dacite-union", CLI, lambda: dacite.from_dict(_Order, {"id": 7, "items": [],
        "note": [1, 2]}))  # fmt: skip
    yield case(pa, "netrc-token", CLI, netrc_file("machine api.example.test login bot "
        "passwd\n"))  # fmt: skip
    yield case(
        pa, "netrc-unknown-token", CLI, netrc_file("machine a login b password c\nbogus x\n")
    )
    yield case(pa, "cookie-illegal-key", CLI, cookie("session id"))
    yield case(pa, "cookie-reserved", CLI, cookie("expires"))
    yield case(pa, "py-compile-syntax", CLI, compile_source("def handler(event:\n    return 1\n"))
    yield case(pa, "py-compile-indent", CLI, compile_source("if True:\nprint('x')\n"))
    # A template the tool fills is missing a value: the caller must give it.
    yield case(pa, "template-missing", (CLI, FAT), lambda: __import__("string").Template(
        "Hello $user, your order $order_id shipped").substitute(user="Ana"))  # fmt: skip
    yield case(pa, "template-bad-placeholder", CLI, lambda: __import__("string").Template(
        "Total: $ 40").substitute())  # fmt: skip
    yield case(pa, "url-ipv6", CLI, lambda: __import__("urllib.parse").parse.urlsplit(
        "http://[fe80::1/status"))  # fmt: skip
    yield case(pa, "url-port", CLI, lambda: __import__("urllib.parse").parse.urlsplit(
        "http://api.example.test:99999/").port)  # fmt: skip
    yield case(pa, "locale-unsupported", (CLI, FAT), lambda: __import__("locale").setlocale(
        __import__("locale").LC_TIME, "xx_QQ.UTF-8"))  # fmt: skip


def state_family() -> Iterator[Case]:
    from transitions import Machine

    class Order:
        pass

    def machine(initial: str = "draft") -> tuple[Any, Any]:
        order = Order()
        states = ["draft", "paid", "shipped", "delivered", "cancelled"]
        moves = [
            {"trigger": "pay", "source": "draft", "dest": "paid"},
            {"trigger": "ship", "source": "paid", "dest": "shipped"},
            {"trigger": "deliver", "source": "shipped", "dest": "delivered"},
            {"trigger": "cancel", "source": ["draft", "paid"], "dest": "cancelled"},
        ]
        return order, Machine(order, states=states, transitions=moves, initial=initial)

    st = "state-locks-17"
    # The order is in a state where that step is not allowed: a domain answer.
    yield case(st, "ship-draft", (BIZ, CLI), lambda: machine()[0].ship())
    yield case(st, "cancel-shipped", (BIZ, CLI), lambda: machine("shipped")[0].cancel())
    yield case(st, "pay-twice", (BIZ, CLI), lambda: machine("paid")[0].pay())
    yield case(st, "deliver-cancelled", (BIZ, CLI), lambda: machine("cancelled")[0].deliver())
    yield case(st, "unknown-state", CLI, lambda: machine()[1].set_state("refunded"))
    # A step the machine does not define: the model object has no such trigger at all.
    yield case(st, "undefined-trigger", (FAT, CLI), lambda: machine()[0].refund())
    yield case(st, "lock-held", TRA, _lock_held_elsewhere)
    yield case(st, "lock-dir-missing", (CLI, FAT), lambda: __import__("zc.lockfile").lockfile
        .LockFile(os.path.join(_WORK, "no-such-dir", "app.lock")))  # fmt: skip


def _lock_held_elsewhere() -> Any:
    import zc.lockfile

    path = os.path.join(_WORK, "deploy.lock")
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time, zc.lockfile; "
        "held = zc.lockfile.LockFile(sys.argv[1]); print('held', flush=True); time.sleep(20)", path],
        stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert holder.stdout is not None
        holder.stdout.readline()
        return zc.lockfile.LockFile(path)
    finally:
        holder.kill()
        holder.wait()


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    tokens_family,
    parsers_family,
    state_family,
)
