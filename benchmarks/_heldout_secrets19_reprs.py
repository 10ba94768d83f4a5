"""Held-out set 19: errors and outputs Python libraries make for real here.

Each text is what the library raises or prints when called as below (nothing is written by
hand but the call): ``configparser`` reading a ``.env`` (no section header), ``optparse``
given a token for an integer option, ``vobject`` and ``python-liquid`` quoting the line or
template they could not parse, ``strictyaml`` quoting a value, ``cattrs`` structuring a token
as an int, ``tablib`` exporting a row as YAML and CSV, ``python-hcl2`` parsing a Terraform
provider block, ``xmltodict.unparse`` of a config, ``difflib.unified_diff`` of two configs and
a ``doctest`` failure's "Expected/Got" report. None of these libraries or calls was used by
sets 4-18 (grepped for their imports and messages).
"""

from __future__ import annotations

import configparser
import contextlib
import difflib
import doctest
import io
import optparse

import cattrs
import hcl2
import liquid
import strictyaml
import tablib
import vobject
import xmltodict
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values, leaked

__all__ = ["repr_cases"]


def _message(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except BaseException as error:  # optparse raises SystemExit
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _optparse_error(token: str) -> str:
    parser = optparse.OptionParser(prog="export.py")
    parser.add_option("--host")
    parser.add_option("--port", type="int")
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), contextlib.suppress(SystemExit):
        parser.parse_args(["--host", "db-1", "--port", token])
    return stderr.getvalue()


def _doctest_failure(password: str) -> str:
    def masked() -> None:
        pass

    masked.__doc__ = f">>> mask('{password}')\n'****'\n"
    globs = {"mask": lambda s: s}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    test = doctest.DocTestParser().get_doctest(masked.__doc__, globs, "mask", "util.py", 12)
    out = io.StringIO()
    runner.run(test, out=out.write)
    return out.getvalue()


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert leaked(secret, text), (name, text)
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 40)
    add(
        "configparser no section",
        "configparser reading a .env file (no section header)",
        _message(
            lambda: configparser.ConfigParser().read_string(f"ALGOLIA_ADMIN_KEY={tok}\nX=1\n")
        ),
        tok,
    )
    tok = v.gen(ALNUM, 28)
    add(
        "optparse int",
        "optparse given a token for an int option (its usage and error on stderr)",
        _optparse_error(tok),
        tok,
        raises="cause",
    )
    pw = v.pw()
    add(
        "vobject line",
        "vobject failing on a vCard line and quoting it",
        _message(
            lambda: vobject.readOne(
                f"BEGIN:VCARD\nVERSION:3.0\nFN:Ops\nNOTE;wifi password {pw}\nEND:VCARD"
            )
        ),
        pw,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "liquid filter",
        "python-liquid's UnknownFilterError with the template snippet and a caret line",
        _message(lambda: liquid.Template("{{ api_key | " + tok + " }}").render()),
        tok,
        raises="context",
    )
    tok = v.gen(ALNUM, 24)
    add(
        "strictyaml int",
        "strictyaml quoting a value it expected as an integer",
        _message(
            lambda: strictyaml.load(
                f"retries: {tok}", strictyaml.Map({"retries": strictyaml.Int()})
            )
        ),
        tok,
    )
    tok = v.gen(ALNUM, 30)
    add(
        "cattrs int",
        "cattrs structuring a token as an int",
        _message(lambda: cattrs.structure(tok, int)),
        tok,
        raises="args",
    )
    tok = v.gen(URLSAFE, 40)
    data = tablib.Dataset(headers=["service", "token"])
    data.append(["billing", tok])
    add(
        "tablib yaml",
        "tablib exporting a dataset as YAML in a failed-import report",
        f"import aborted, rows left:\n{data.export('yaml')}",
        tok,
    )
    tok2 = v.gen(URLSAFE, 40)
    data2 = tablib.Dataset(headers=["service", "token"])
    data2.append(["search", tok2])
    add(
        "tablib csv",
        "tablib exporting a dataset as CSV (CRLF line ends)",
        f"sync failed for:\n{data2.export('csv')}",
        tok2,
        raises="group",
    )
    tok = v.gen(ALNUM, 40)
    parsed = hcl2.loads(f'provider "acme" {{\n  region = "eu"\n  token  = "{tok}"\n}}\n')
    add(
        "hcl2 parsed",
        "python-hcl2's parse of a Terraform provider block (its dict) in an error",
        f"terraform-lint: provider 'acme' has unknown argument 'region': {parsed!r}",
        tok,
    )
    pw = v.pw()
    xml = xmltodict.unparse({"config": {"smtp": {"user": "notify", "password": pw}}}, pretty=True)
    add(
        "xmltodict unparse",
        "xmltodict.unparse of a config written into an error report",
        f"schema validation failed (element 'smtp' needs 'host'):\n{xml}",
        pw,
    )
    old, new = v.gen(ALNUM, 36), v.gen(ALNUM, 36)
    diff = "".join(
        difflib.unified_diff(
            ["region = eu\n", f"api_key = {old}\n"],
            ["region = eu\n", f"api_key = {new}\n"],
            "settings.ini.orig",
            "settings.ini",
        )
    )
    add(
        "difflib unified",
        "difflib.unified_diff of two configs in a drift report",
        f"config drift detected on web-3:\n{diff}",
        new,
        raises="oserror",
    )
    pw = v.pw()
    add(
        "doctest failure",
        "a doctest failure report (Failed example, Expected, Got)",
        _doctest_failure(pw),
        pw,
    )
    return out
