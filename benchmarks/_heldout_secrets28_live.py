"""Held-out set 28: output of tools and libraries really run here, against 127.0.0.1 only.

Each case's text is what a command or a library call printed when run while the set is built
(nothing reaches beyond this machine: the only server is an ``http.server`` started here on a
free loopback port). Paths, ports and times are normalized so that every run prints the same
text except the values. Every call shape was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; libraries themselves
had all appeared, so fresh calls of them were chosen; ``.mode line``, ``@uri``, ``@sh``,
``SplitResult``, ``set_debuglevel``, ``InterpolationSyntaxError``, ``No time zone found``,
``unknown encoding``, ``No module named``, ``mapping values are not allowed``, ``invalid
choice``, ``no such column``, ``connection_kwargs``, ``parse_uri``, ``render_as_string``,
``make_dsn``, ``parse_url``, ``header_items``, ``Namespace(``, ``functools.partial``,
``connectionpool``, ``HTTP Request:``, ``uvicorn.access``, ``Not Found: /``, ``querystring``
and about forty more matched and were dropped). A tool or package missing here adds no case.

* ``cli``: ``python -m tokenize``, ``python -m inspect``, ``python -m netrc``, sqlite3's
  ``.mode quote``, jq's ``@json``, ``--rawfile``, ``@html`` and ``getpath``.
* ``traceback``: ``int(x, 16)``, ``PurePath.relative_to``, ``unicodedata.lookup``, a
  settings object's missing attribute, ``importlib.metadata.version``, jsonpointer's
  ``JsonPointerException``, ``netrc``'s bad toplevel token (``bad follower token`` matched), ``urllib.request.urlopen``'s
  unknown url type.
* ``repr``: ``requests.utils.get_auth_from_url``, an OpenAI client's ``auth_headers``,
  ``subprocess.list2cmdline``, ``shlex.join``, an ``http.cookiejar.Cookie``,
  ``urllib.parse.parse_qsl``, python-dotenv's ``dotenv_values``, aiohttp's ``BasicAuth``,
  ``urllib3.make_headers`` and huggingface_hub's ``build_hf_headers``.
* ``log``: ``http.server``'s ``log_request`` line for a password-reset link and
  requests-oauthlib's "Request body was" debug line after a failed token request.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import re
import tempfile
import threading
import warnings
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from _heldout_live_tools import captured_logs, run_command
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values, leaked

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "PYTHONDONTWRITEBYTECODE": "1"}

Run = tuple[str, str, "str | Callable[[str], str]", "list[str] | Callable[[], str]"]


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"\[\d\d/\w{3}/\d{4} \d\d:\d\d:\d\d\]", "[06/Dec/2026 06:30:00]", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"python/3\.\d+\.\d+", "python/3.11.7", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    out = []
    for name, source, secret, argv in runs:
        try:
            text = argv() if callable(argv) else run_command(argv, tmp, env=_ENV, timeout=90)
        except Exception:  # a tool missing or failing here adds no case
            continue
        text = _normalize(text, tmp)
        if callable(secret):
            secret = secret(text)
        if secret and len(secret) >= 6 and leaked(secret, text):
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
    return out


def _message(call: Callable[[], object]) -> str:
    try:
        call()
    except BaseException as error:
        return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
    return ""


class _Reset(BaseHTTPRequestHandler):
    """Answers 410 to every request and writes the standard access line to ``sink``."""

    sink = io.StringIO()

    def do_GET(self) -> None:
        self.send_response(410)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        self.sink.write(f"{self.address_string()} - - [{self.log_date_time_string()}] "
                        f"{format % args}\n")  # fmt: skip


def live_tool_cases(v: Values) -> list[Case]:
    hx = [v.gen(HEX, n) for n in (40, 32, 64, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 32, 27, 36)]
    an = [v.gen(ALNUM, n) for n in (24, 30, 36, 20, 28, 40, 26, 32, 22, 34, 18, 38, 44, 29, 27, 42)]
    pw = [v.pw() for _ in range(8)]
    _Reset.sink = io.StringIO()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Reset)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, hx, an, pw), tmp, "cli", "runtime")
            tb = _collect(_library_runs(tmp, an, pw, ul, hx), tmp, "traceback", "cause")
            reprs = _collect(_repr_runs(an, pw, hx, ul), tmp, "repr", "group")
            logs = _collect(_log_runs(port, an, ul), tmp, "log", "context")
    finally:
        server.shutdown()
        server.server_close()
    return cli + tb + reprs + logs


def _sh(command: str, cwd: str, env: dict[str, str] | None = None) -> str:
    return run_command(["bash", "-c", command], cwd, env={**_ENV, **(env or {})}, timeout=120)


def _cli_runs(tmp: str, hx: list[str], an: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "billing_settings.py").write_text(
        f'REGION = "eu-west-1"\nLEDGER_API_KEY = "{an[0]}"\nTIMEOUT = 30\n'
    )
    (t / "mailer.py").write_text(
        '"""Outgoing mail."""\n\nSMTP_HOST = "smtp.acme.io"\n'
        f'SMTP_PASSWORD = "{pw[0]}"\n\n\ndef send(to):\n    return to\n'
    )
    (t / ".netrc").write_text(f"machine git.acme.io login deploy password {an[1]}\n")
    (t / ".netrc").chmod(0o600)
    (t / "webhook.txt").write_text(hx[0] + "\n")
    (t / "cfg.json").write_text(
        f'{{"relay": {{"host": "smtp.acme.io", "auth": {{"user": "relay", "pass": "{pw[1]}"}}}}}}'
    )
    (t / "note.json").write_text(f'{{"title": "db <prod>", "body": "password={pw[2]} & rotate"}}')
    (t / "vault.json").write_text(
        f'{{"data": {{"data": {{"api_key": "{an[2]}", "owner": "billing"}}}}}}'
    )

    def sqlite_quote() -> str:
        db = t / "app.db"
        _sh(f"sqlite3 {db} \"create table hooks(name text, secret text); insert into hooks "
            f"values ('stripe', '{an[3]}'), ('github', NULL);\"", tmp)  # fmt: skip
        cmd = f"sqlite3 -cmd '.mode quote' {db} 'select * from hooks'"
        return f"$ sqlite3 -cmd '.mode quote' app.db 'select * from hooks'\n{_sh(cmd, tmp)}"

    py = ["python3"]
    return [
        ("python m tokenize", "python -m tokenize of a settings module (its STRING token)",
         an[0], lambda: "$ python -m tokenize billing_settings.py\n"
         + run_command([*py, "-m", "tokenize", "billing_settings.py"], tmp, env=_ENV)),
        ("python m inspect", "python -m inspect printing a module's source", pw[0],
         lambda: "$ python -m inspect mailer\n"
         + run_command([*py, "-m", "inspect", "mailer"], tmp, env={**_ENV, "PYTHONPATH": tmp})),
        ("python m netrc", "python -m netrc printing the parsed ~/.netrc", an[1],
         lambda: "$ python -m netrc\n"
         + run_command([*py, "-m", "netrc"], tmp, env={**_ENV, "HOME": tmp})),
        ("sqlite mode quote", "sqlite3's .mode quote (SQL literals, one row a line)", an[3],
         sqlite_quote),
        ("jq tojson", "jq's @json of a nested object (a JSON string inside JSON)", pw[1],
         lambda: "$ jq '.relay.auth | @json' cfg.json\n"
         + _sh("jq '.relay.auth | @json' cfg.json", tmp)),
        ("jq rawfile", "jq --rawfile reading a webhook secret into a payload", hx[0],
         lambda: "$ jq -n --rawfile s webhook.txt '{url: \"https://hooks.acme.io\", secret: $s}'\n"
         + _sh("jq -n --rawfile s webhook.txt '{url: \"https://hooks.acme.io\", secret: $s}'",
               tmp)),
        ("jq html", "jq's @html escaping a note for a status page", pw[2],
         lambda: "$ jq -r '.body | @html' note.json\n" + _sh("jq -r '.body | @html' note.json", tmp)),
        ("jq getpath", "jq's getpath on a Vault KV v2 read", an[2],
         lambda: "$ jq 'getpath([\"data\",\"data\"])' vault.json\n"
         + _sh("jq 'getpath([\"data\",\"data\"])' vault.json", tmp)),
    ]  # fmt: skip


def _library_runs(
    tmp: str, an: list[str], pw: list[str], ul: list[str], hx: list[str]
) -> list[Run]:
    def int_base16() -> str:
        value = an[4]
        return (">>> int(os.environ['CHANNEL_MASK'], 16)\n"
                + _message(lambda: int(value, 16)))  # fmt: skip

    def relative_to() -> str:
        from pathlib import PurePosixPath

        value = PurePosixPath(f"/run/secrets/{ul[0]}")
        return (">>> Path(secret_file).relative_to('/srv/app')\n"
                + _message(lambda: value.relative_to("/srv/app")))  # fmt: skip

    def unicode_lookup() -> str:
        import unicodedata

        value = an[5]
        return (">>> unicodedata.lookup(row['glyph'])\n"
                + _message(lambda: unicodedata.lookup(value)))  # fmt: skip

    def no_attribute() -> str:
        class Settings:
            region = "eu-west-1"

        value = an[6]
        return (">>> getattr(settings, key_name)\n"
                + _message(lambda: getattr(Settings(), value)))  # fmt: skip

    def metadata_version() -> str:
        from importlib.metadata import version

        value = an[7]
        return (">>> importlib.metadata.version(pkg)\n"
                + _message(lambda: version(value)))  # fmt: skip

    def json_pointer() -> str:
        import jsonpointer

        doc = {"services": {"billing": {"url": "https://billing.acme.io"}}}
        value = f"/services/{an[8]}"
        return (">>> resolve_pointer(doc, '/services/' + name)\n"
                + _message(lambda: jsonpointer.resolve_pointer(doc, value)))  # fmt: skip

    def netrc_token() -> str:
        import netrc

        path = Path(tmp) / "netrc-bad"
        path.write_text(f"{pw[3]}\nmachine ci.acme.io login builder password x\n")
        return (">>> netrc.netrc('netrc-bad')\n"
                + _message(lambda: netrc.netrc(str(path))))  # fmt: skip

    def unknown_url() -> str:
        import urllib.request

        value = hx[1]
        return (">>> urllib.request.urlopen(os.environ['STATUS_URL'])\n"
                + _message(lambda: urllib.request.urlopen(value, timeout=1)))  # fmt: skip

    return [
        ("int base 16", "int(x, 16) of a key read from the wrong variable", an[4], int_base16),
        ("purepath relative to", "PurePath.relative_to of a secret file's path", ul[0],
         relative_to),
        ("unicodedata lookup", "unicodedata.lookup of a token in a glyph column", an[5],
         unicode_lookup),
        ("getattr no attribute", "getattr of a settings object with a key as the name", an[6],
         no_attribute),
        ("importlib metadata version", "importlib.metadata.version of a token as a package "
         "name", an[7], metadata_version),
        ("jsonpointer member not found", "jsonpointer's JsonPointerException for a token used as "
         "a member name", an[8], json_pointer),
        ("netrc bad toplevel token", "netrc's NetrcParseError for a token pasted above the "
         "first machine line",
         pw[3], netrc_token),
        ("urlopen unknown url type", "urllib.request.urlopen of a hex secret read instead of a "
         "URL", hx[1], unknown_url),
    ]  # fmt: skip


def _repr_runs(an: list[str], pw: list[str], hx: list[str], ul: list[str]) -> list[Run]:
    def auth_from_url() -> str:
        from requests.utils import get_auth_from_url

        url = f"https://deploy:{an[9]}@registry.acme.io/v2/"
        return f">>> get_auth_from_url(REGISTRY_URL)\n{get_auth_from_url(url)!r}"

    def openai_headers() -> str:
        import openai

        client = openai.OpenAI(api_key=f"sk-proj-{ul[1]}", base_url="http://127.0.0.1:9/v1")
        return f">>> client.auth_headers\n{client.auth_headers!r}"

    def cmdline() -> str:
        import subprocess

        argv = ["sqlcmd", "-S", "sql01", "-U", "report", "-P", pw[4], "-Q", "select 1"]
        return f">>> subprocess.list2cmdline(argv)\n{subprocess.list2cmdline(argv)!r}"

    def shlex_join() -> str:
        import shlex

        argv = ["restic", "-r", "s3:https://s3.acme.io/backup", "--password-command",
                f"echo {an[10]}", "snapshots"]  # fmt: skip
        return f">>> shlex.join(cmd)\n{shlex.join(argv)!r}"

    def cookie() -> str:
        import http.cookiejar

        c = http.cookiejar.Cookie(0, "remember_token", an[11], None, False, "app.acme.io", True,
                                  False, "/", True, True, None, False, None, None, {})  # fmt: skip
        return f">>> jar._cookies['app.acme.io']['/']['remember_token']\n{c!r}"

    def qsl() -> str:
        from urllib.parse import parse_qsl

        query = f"client_id=billing&client_secret={an[12]}&grant_type=client_credentials"
        return f">>> parse_qsl(request.body)\n{parse_qsl(query)!r}"

    def dotenv() -> str:
        from dotenv import dotenv_values

        stream = io.StringIO(f"APP_ENV=prod\nSENTRY_AUTH_TOKEN=sntrys_{an[13]}\n")
        return f">>> dotenv_values(stream=open('.env'))\n{dotenv_values(stream=stream)!r}"

    def basic_auth() -> str:
        import aiohttp

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            auth = aiohttp.BasicAuth("metrics", pw[5])
        return f">>> session._default_auth\n{auth!r}"

    def make_headers() -> str:
        import urllib3

        headers = urllib3.make_headers(basic_auth=f"scraper:{pw[6]}", user_agent="scraper/2")
        return f">>> urllib3.make_headers(basic_auth=creds, user_agent='scraper/2')\n{headers!r}"

    def hf_headers() -> str:
        from huggingface_hub.utils import build_hf_headers

        headers = build_hf_headers(token=f"hf_{an[14]}", library_name="acme-eval",
                                   library_version="0.3.1")  # fmt: skip
        return f">>> build_hf_headers(token=token, library_name='acme-eval')\n{headers!r}"

    def basic_secret(text: str) -> str:
        import base64

        return base64.b64encode(f"scraper:{pw[6]}".encode()).decode()

    return [
        ("requests get auth from url", "requests.utils.get_auth_from_url of a registry URL",
         an[9], auth_from_url),
        ("openai client auth headers", "an OpenAI client's auth_headers (base_url on 127.0.0.1)",
         ul[1], openai_headers),
        ("subprocess list2cmdline", "subprocess.list2cmdline of an sqlcmd call", pw[4], cmdline),
        ("shlex join", "shlex.join of a restic command with a password command", an[10],
         shlex_join),
        ("cookiejar cookie", "the repr of an http.cookiejar.Cookie", an[11], cookie),
        ("urllib parse qsl", "urllib.parse.parse_qsl of a token request body", an[12], qsl),
        ("dotenv values", "python-dotenv's dotenv_values of an .env stream", an[13], dotenv),
        ("aiohttp basic auth", "the repr of an aiohttp BasicAuth", pw[5], basic_auth),
        ("urllib3 make headers", "urllib3.make_headers with basic_auth (the Basic value)",
         basic_secret, make_headers),
        ("huggingface build hf headers", "huggingface_hub's build_hf_headers with a token",
         an[14], hf_headers),
    ]  # fmt: skip


def _log_runs(port: int, an: list[str], ul: list[str]) -> list[Run]:
    def reset_link() -> str:
        import urllib.error
        import urllib.request

        url = f"http://127.0.0.1:{port}/account/reset?uid=118&token={ul[2]}"
        with contextlib.suppress(urllib.error.HTTPError):
            urllib.request.urlopen(url, timeout=5)
        return _Reset.sink.getvalue().rstrip()

    def oauth_body() -> str:
        from oauthlib.oauth2 import BackendApplicationClient
        from requests_oauthlib import OAuth2Session

        client = BackendApplicationClient(client_id="billing-sync")
        session = OAuth2Session(client=client)
        url = f"http://127.0.0.1:{port}/oauth/token"
        os.environ["OAUTHLIB_INSECURE_TRANSPORT"] = "1"  # the only server is on 127.0.0.1
        with captured_logs("requests_oauthlib") as stream, contextlib.suppress(Exception):
            session.fetch_token(url, client_id="billing-sync", client_secret=an[15],
                                include_client_id=True, timeout=5)  # fmt: skip
        del os.environ["OAUTHLIB_INSECURE_TRANSPORT"]
        keep = ("Request to fetch token", "Request url was", "Request body was")
        lines = [line for line in stream.getvalue().splitlines() if any(k in line for k in keep)]
        return "\n".join(lines)

    return [
        ("http server log request", "http.server's log_request line for a password-reset link "
         "(a local server on 127.0.0.1)", ul[2], reset_link),
        ("requests oauthlib token body", "requests-oauthlib's debug lines after a failed "
         "token request (url and body; posted to 127.0.0.1)", an[15], oauth_body),
    ]  # fmt: skip


_ = logging  # the loggers are captured through _heldout_live_tools
