"""Dev set 12 (``--set dev12``): the general causes behind blind set 12's misses, raised from
packages set 12 did not use, live against servers on 127.0.0.1 or local files.

* dnspython's stub resolver against a scripted UDP name server answering each response code
  (a resolver set 12 did not use: it words the code, not c-ares), and async-dns's own
  ``DNSError`` for each RFC 1035 code (its words: "Server failure", "Name error", "Refused").
* pymemcache against a scripted memcached: ``SERVER_ERROR``/``CLIENT_ERROR``/``ERROR`` replies
  through another client's classes, and an empty reply (the server closed).
* HTML error pages from proxies (nginx, Cloudflare, a bare body) behind SDKs that keep the
  page in their message or parse the body first: twilio, sendgrid (python-http-client),
  slack_sdk, and ``httpx``'s ``.json()`` on the page.
* Waits carried in a parsed JSON error body, not a header: the OpenAI and Anthropic SDKs'
  ``body`` (google.rpc ``details[].retryDelay``, ``retry_after_ms``, Telegram-like
  ``parameters.retry_after``).
* ORM conflicts and lookups: SQLAlchemy's ``StaleDataError`` (a version counter another
  session moved), ``ObjectDeletedError``, ``NoResultFound``, ``MultipleResultsFound``.
* Media files: mutagen, the standard library's ``wave`` and ``aifc``, Pillow.

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-04, engineer
``classfix5``); then tuned on (it is a dev set, not a blind one)."""

from __future__ import annotations

import json
import os
import socketserver
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


class _Dns:
    """A UDP name server on 127.0.0.1 answering every query with the response code set last."""

    def __init__(self) -> None:
        import dns.message
        import dns.rcode

        self.rcode = dns.rcode.SERVFAIL
        script = self

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                data, sock = self.request
                query = dns.message.from_wire(data)
                reply = dns.message.make_response(query)
                reply.set_rcode(script.rcode)
                sock.sendto(reply.to_wire(), self.client_address)

        self.server = socketserver.ThreadingUDPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def dns_family() -> Iterator[Case]:
    import dns.rcode
    import dns.resolver
    from async_dns.core.record import DNSError

    server = _Dns()

    def ask(rcode: int, name: str = "shop.example.org", kind: str = "A") -> Callable[[], Any]:
        def action() -> Any:
            server.rcode = rcode
            resolver = dns.resolver.Resolver(configure=False)
            resolver.nameservers = ["127.0.0.1"]
            resolver.port = server.port
            resolver.lifetime = 2
            return resolver.resolve(name, kind)

        return action

    def raised(code: int) -> Callable[[], Any]:
        def action() -> Any:
            raise DNSError(code)

        return action

    fam = "dns-words"
    yield case(fam, "dnspython-servfail", TRA, ask(dns.rcode.SERVFAIL))
    yield case(fam, "dnspython-nxdomain", (CLI, BIZ), ask(dns.rcode.NXDOMAIN))
    yield case(fam, "dnspython-nxdomain-mx", (CLI, BIZ), ask(dns.rcode.NXDOMAIN, kind="MX"))
    # async-dns's DNSError(rcode) words each code as RFC 1035 names it.
    yield case(fam, "async-dns-formerr", (CLI, FAT), raised(1))
    yield case(fam, "async-dns-server-failure", TRA, raised(2))
    yield case(fam, "async-dns-name-error", (CLI, BIZ), raised(3))
    yield case(fam, "async-dns-not-implemented", (CLI, FAT), raised(4))
    yield case(fam, "async-dns-refused", (CLI, FAT), raised(5))


class _Memcached:
    """A memcached on 127.0.0.1 answering every command line with the reply set last (None:
    close the connection without a word)."""

    def __init__(self) -> None:
        self.reply: bytes | None = b"ERROR\r\n"
        script = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    if line.split(b" ", 1)[0] in (b"set", b"add", b"cas"):
                        self.rfile.readline()  # the data block
                    if script.reply is None:
                        return
                    self.wfile.write(script.reply)

        class Server(socketserver.ThreadingTCPServer):
            allow_reuse_address = True
            daemon_threads = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def memcache_family() -> Iterator[Case]:
    from pymemcache.client.base import Client

    server = _Memcached()

    def run(command: str, reply: bytes | None) -> Callable[[], Any]:
        def action() -> Any:
            server.reply = reply
            client = Client(("127.0.0.1", server.port), timeout=2, connect_timeout=2)
            try:
                if command == "set":
                    return client.set("cart:7", b"payload", expire=60, noreply=False)
                if command == "incr":
                    return client.incr("views:7", 1)
                if command == "get":
                    return client.get("cart:7")
                return client.delete("cart:7", noreply=False)
            finally:
                client.close()

        return action

    fam = "pymemcache"
    yield case(fam, "server-busy", TRA, run("set", b"SERVER_ERROR busy, try again\r\n"))
    yield case(fam, "server-backend-down", TRA, run("delete", b"SERVER_ERROR backend down\r\n"))
    yield case(fam, "client-bad-chunk", (CLI, FAT), run("set", b"CLIENT_ERROR bad data chunk\r\n"))
    yield case(fam, "incr-not-number", CLI, run("incr", b"CLIENT_ERROR invalid numeric delta\r\n"))
    yield case(fam, "unknown-command", (CLI, FAT), run("delete", b"ERROR\r\n"))
    yield case(fam, "closed-without-reply", TRA, run("get", None))


_NGINX = (
    "<html>\r\n<head><title>{code} {reason}</title></head>\r\n<body>\r\n<center><h1>{code} "
    "{reason}</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n"
)
_CLOUDFLARE = (
    '<!DOCTYPE html><html lang="en-US"><head><title>api.example.com | {code}: {reason}</title>'
    '</head><body><div id="cf-wrapper"><h1><span class="cf-error-type">Error</span>'
    '<span class="code-label">Error code {code}</span></h1></div></body></html>'
)


def _page(shape: str, code: int, reason: str) -> str:
    return shape.format(code=code, reason=reason)


def pages_family() -> Iterator[Case]:
    import httpx
    import sendgrid
    from slack_sdk import WebClient
    from twilio.rest import Client as Twilio

    http = HttpScript()
    html = {"Content-Type": "text/html"}

    def reply(status: int, body: str, **headers: str) -> None:
        http.set(status, body, **{**html, **headers})

    def twilio_send(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            reply(status, body, **headers)
            client = Twilio("ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "not-a-real-token")
            client.api.base_url = http.url
            return client.api.v2010.accounts("ACx").messages.list(limit=1)

        return action

    def sendgrid_send(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            reply(status, body, **headers)
            client = sendgrid.SendGridAPIClient(api_key="SG.not-a-key", host=http.url)
            return client.client.mail.send.post(request_body={"subject": "hi"})

        return action

    def slack_send(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            reply(status, body, **headers)
            client = WebClient(token="xoxb-not-a-token", base_url=http.url + "/")
            client.retry_handlers = []
            return client.chat_postMessage(channel="C1", text="hi")

        return action

    def httpx_json(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            reply(status, body, **headers)
            return httpx.get(http.url + "/v1/items").json()

        return action

    fam = "html-pages"
    ng502 = _page(_NGINX, 502, "Bad Gateway")
    ng503 = _page(_NGINX, 503, "Service Temporarily Unavailable")
    ng504 = _page(_NGINX, 504, "Gateway Time-out")
    ng404 = _page(_NGINX, 404, "Not Found")
    cf522 = _page(_CLOUDFLARE, 522, "Connection timed out")
    cf502 = _page(_CLOUDFLARE, 502, "Bad gateway")
    bare = "<html><body><h2>503 Service Unavailable</h2>No server is available.</body></html>"
    yield case(fam, "twilio-nginx-502", TRA, twilio_send(502, ng502))
    yield case(fam, "twilio-nginx-503-wait", TRA, twilio_send(503, ng503, Retry_After="9"))
    yield case(fam, "sendgrid-nginx-504", TRA, sendgrid_send(504, ng504))
    yield case(fam, "sendgrid-cloudflare-522", TRA, sendgrid_send(522, cf522))
    yield case(fam, "sendgrid-nginx-404", (CLI, FAT), sendgrid_send(404, ng404))
    yield case(fam, "slack-nginx-502", TRA, slack_send(502, ng502))
    yield case(fam, "slack-bare-503", TRA, slack_send(503, bare))
    yield case(fam, "httpx-json-cloudflare-502", TRA, httpx_json(502, cf502))
    yield case(fam, "httpx-json-nginx-503", TRA, httpx_json(503, ng503))
    yield case(fam, "httpx-json-nginx-404", (CLI, FAT), httpx_json(404, ng404))


def waits_family() -> Iterator[Case]:
    import anthropic
    import openai

    http = HttpScript()

    def oa(status: int, body: object) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, json.dumps(body))
            client = openai.OpenAI(api_key="sk-not-a-key", base_url=http.url, max_retries=0)
            return client.models.list()

        return action

    def an(status: int, body: object) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, json.dumps(body))
            client = anthropic.Anthropic(api_key="not-a-key", base_url=http.url, max_retries=0)
            return client.models.list()

        return action

    google = {
        "error": {
            "code": 429,
            "message": "Resource has been exhausted (e.g. check quota).",
            "status": "RESOURCE_EXHAUSTED",
            "details": [
                {"@type": "type.googleapis.com/google.rpc.Help", "links": []},
                {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "23s"},
            ],
        }
    }
    fam = "body-waits"
    yield case(fam, "openai-google-retrydelay", TRA, oa(429, google), retry_after=23.0)
    yield case(
        fam,
        "openai-retry-after-ms",
        TRA,
        oa(429, {"error": {"message": "Slow down", "type": "rate_limit", "retry_after_ms": 4500}}),
        retry_after=4.5,
    )
    yield case(
        fam,
        "openai-parameters-retry-after",
        TRA,
        oa(429, {"ok": False, "description": "Flood control", "parameters": {"retry_after": 17}}),
        retry_after=17.0,
    )
    yield case(
        fam,
        "anthropic-overloaded-retry-after",
        TRA,
        an(529, {"type": "error", "error": {"type": "overloaded_error", "retryAfter": 6}}),
        retry_after=6.0,
    )
    yield case(
        fam,
        "anthropic-nested-header-dict",
        TRA,
        an(503, {"error": {"type": "api_error", "headers": {"Retry-After": "12"}}}),
        retry_after=12.0,
    )


def orm_family() -> Iterator[Case]:
    import sqlalchemy as sa
    from sqlalchemy.orm import Session, declarative_base

    Base: Any = declarative_base()
    version = sa.Column("ver", sa.Integer, nullable=False)

    class Account(Base):  # type: ignore[misc, valid-type]
        __tablename__ = "accounts"
        id = sa.Column(sa.Integer, primary_key=True)
        owner = sa.Column(sa.String, nullable=False)
        ver = version
        __mapper_args__ = {"version_id_col": version}  # noqa: RUF012

    path = os.path.join(tempfile.mkdtemp(prefix="dev12-orm-"), "bank.db")
    engine = sa.create_engine(f"sqlite:///{path}")
    Base.metadata.create_all(engine)
    with Session(engine) as s:
        s.add_all([Account(id=i, owner="ana") for i in (1, 2, 3)])
        s.commit()

    def stale() -> Any:
        with Session(engine) as s:
            acct = s.get(Account, 1)
            assert acct is not None
            with engine.begin() as conn:  # another writer moves the version on
                conn.execute(sa.text("UPDATE accounts SET ver = ver + 1 WHERE id = 1"))
            acct.owner = "bea"
            s.commit()

    def deleted() -> Any:
        with Session(engine, expire_on_commit=True) as s:
            acct = s.get(Account, 2)
            assert acct is not None
            s.commit()
            with engine.begin() as conn:
                conn.execute(sa.text("DELETE FROM accounts WHERE id = 2"))
            return acct.owner

    def one(query: str) -> Callable[[], Any]:
        def action() -> Any:
            with Session(engine) as s:
                return s.execute(sa.select(Account).where(sa.text(query))).scalar_one()

        return action

    fam = "sqlalchemy-orm"
    yield case(fam, "stale-version", (TRA, CLI), stale)
    yield case(fam, "object-deleted", (CLI, TRA), deleted)
    yield case(fam, "no-result", (CLI, BIZ), one("owner = 'zoe'"))
    yield case(fam, "multiple-results", (CLI, FAT), one("owner = 'ana'"))


def media_family() -> Iterator[Case]:
    import aifc
    import wave

    import mutagen
    import mutagen.mp3
    from PIL import Image

    folder = tempfile.mkdtemp(prefix="dev12-media-")
    junk = os.path.join(folder, "song.mp3")
    with open(junk, "wb") as f:
        f.write(b"this is a shopping list, not audio\n" * 40)
    text_wav = os.path.join(folder, "voice.wav")
    with open(text_wav, "w") as f:
        f.write("hello, this is a note about the meeting, saved with the wrong name\n" * 4)
    fam = "media-files"
    yield case(fam, "mutagen-missing", CLI, lambda: mutagen.File(os.path.join(folder, "no.mp3")))
    yield case(fam, "mutagen-not-mp3", (CLI, FAT), lambda: mutagen.mp3.MP3(junk))
    yield case(fam, "wave-not-riff", (CLI, FAT), lambda: wave.open(text_wav))
    yield case(fam, "aifc-not-form", (CLI, FAT), lambda: aifc.open(text_wav))
    yield case(fam, "pillow-not-image", (CLI, FAT), lambda: Image.open(junk))
    yield case(fam, "pillow-missing", CLI, lambda: Image.open(os.path.join(folder, "none.png")))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    dns_family,
    memcache_family,
    pages_family,
    waits_family,
    orm_family,
    media_family,
)
