r"""Held-out set 62: secrets written in encodings and layouts no earlier set used, most of
them in the languages of set 62's infrastructure-as-code tools.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
none of these matched: Nix ``builtins.concatStrings``, CloudFormation ``Fn::Join`` over
pieces, CDK's ``Fn.join``, HCL ``join("", [...])`` and ``format("%s...")``, HCL
``join("", reverse(split("", ...)))`` over a reversed value, shell ``printf "\x..``, ``rev``
over a reversed value, Jinja's ``| join`` in an Ansible var, Pulumi's ``Output.concat``, Go's
``strings.Join``, Java's ``String.join`` and SQL's ``substr(`` slicing. (``reverse`` alone,
``chunk``, ``zip(``, ``$'\\`` octal escapes and ``lookup(`` did match and were not used.)
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _pieces(text: str, n: int) -> list[str]:
    return [text[i : i + n] for i in range(0, len(text), n)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 32)
    nix = " ".join(f'"{p}"' for p in _pieces(tok, 4))
    add("nix concatStrings", "Nix building a token from string pieces with builtins.concatStrings",
        f'  environment.etc."fleet/api.env".text = "FLEET_TOKEN=" + builtins.concatStrings [ {nix} ];\n'
        "error: builder for '/nix/store/1k9…-etc.drv' failed with exit code 1",
        nix, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    cfn = ", ".join(f'"{p}"' for p in _pieces(tok, 3))
    add("cfn fn join", "CloudFormation Fn::Join over three-character pieces of an API key",
        f'"Environment": {{"Variables": {{"MAPS_KEY": {{"Fn::Join": ["", [{cfn}]]}}}}}}\n'
        "FleetStack | CREATE_FAILED | AWS::Lambda::Function | Ingest",
        cfn, raises="note")  # fmt: skip

    pw = v.pw() + v.gen(ALNUM, 6)
    cdk = ", ".join(f"'{p}'" for p in _pieces(pw, 2))
    add("cdk fn join", "CDK TypeScript Fn.join('', [...]) over two-character pieces of a password",
        f"const pw = cdk.Fn.join('', [{cdk}]);\nnew rds.DatabaseInstance(this, 'Telemetry', {{ credentials: rds.Credentials.fromPassword('admin', cdk.SecretValue.unsafePlainText(pw)) }});",
        cdk, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 28)
    hcl = ", ".join(f'"{p}"' for p in _pieces(tok, 4))
    add("hcl join", 'HCL join("", [...]) in a locals block',
        f'locals {{\n  ocpi_token = join("", [{hcl}])\n}}\n'
        "│ Error: Invalid value for variable",
        hcl, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    fmt = ", ".join(f'"{p}"' for p in _pieces(tok, 6))
    add("hcl format", 'HCL format("%s%s%s%s", ...) assembling a webhook secret',
        f'  webhook_secret = format("%s%s%s%s", {fmt})',
        fmt, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 26)
    rev = tok[::-1]
    add("hcl reverse split", "HCL join over reverse(split()) of a value stored reversed",
        f'  api_key = join("", reverse(split("", "{rev}")))\n# terraform console > local.api_key',
        rev, raises="oserror")  # fmt: skip

    pw = v.pw()
    px = "".join(f"\\x{ord(c):02x}" for c in pw)
    add("printf hex escapes", 'shell printf "\\x.." escapes for a password in a CI step',
        f'+ DB_PASS=$(printf "{px}")\n+ psql "postgresql://meter:$DB_PASS@10.0.9.4/meters" -c "select 1"\npsql: error: FATAL:  password authentication failed for user "meter"',
        px, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    rv = tok[::-1]
    add("rev pipe", "a reversed value piped through rev in a script trace",
        f"+ export GOE_TOKEN=$(echo {rv} | rev)\n+ curl -fsS \"https://204581.api.v3.go-e.io/api/status?token=$GOE_TOKEN\"\ncurl: (22) The requested URL returned error: 401",
        rv, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    jj = ", ".join(f"'{p}'" for p in _pieces(tok, 5))
    add("jinja join", "an Ansible var built with Jinja's | join over a list",
        f"lorawan_app_key: \"{{{{ [{jj}] | join }}}}\"\nfatal: [gw-01]: FAILED! => {{\"msg\": \"chirpstack: 401\"}}",
        jj)  # fmt: skip

    tok = v.gen(ALNUM, 32)
    pc = ", ".join(f'"{p}"' for p in _pieces(tok, 8))
    add("pulumi output concat", "Pulumi Python Output.concat over pieces of a token",
        f'token = pulumi.Output.concat({pc})\naws.ssm.Parameter("farm-token", type="String", value=token)',
        pc, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 27)
    gj = ", ".join(f'"{p}"' for p in _pieces(tok, 3))
    add("go strings join", "Go strings.Join([]string{...}, \"\") in a Crossplane function",
        f'key := strings.Join([]string{{{gj}}}, "")\n// function-fleet: failed to compose: 401 from telematics API',
        gj, raises="note")  # fmt: skip

    pw = v.pw() + v.gen(ALNUM, 4)
    sj = ", ".join(f'"{p}"' for p in _pieces(pw, 4))
    add("java string join", "Java String.join(\"\", ...) for a SOAP password",
        f'String pwd = String.join("", {sj});\njavax.xml.ws.soap.SOAPFaultException: Authentication failed',
        sj, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    sq = " || ".join(f"substr('{tok}', {i + 1}, 8)" for i in range(0, 24, 8))
    add("sql substr", "SQL substr() slices of a key concatenated in a query log",
        f"LOG:  statement: UPDATE integrations SET api_key = {sq} WHERE carrier = 'HLCU';",
        tok, raises="context")  # fmt: skip
    return out
