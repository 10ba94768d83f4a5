"""Held-out set 69: more vendors of this set's share whose formats are remembered, not
looked up — LIMS and lab platforms, genomics and HPC portals, scholarly services,
fundraising, grants and civic-tech platforms.

Each name was grepped for in every earlier ``benchmarks/*heldout*`` file first (none
matched): SciNote, openBIS, Signals Notebook, Sapio, Scispot, Dotmatics, LabVantage,
STARLIMS, LabWare, Clarity LIMS, 10x Genomics Cloud, EPI2ME, Genohub, HTCondor, XDMoD,
Dockstore, CILogon, ColdFront, Jetstream2, Pavlovia, OpenReview, HAL, Lens.org, OpenAIRE,
Submittable, Fluxx, Donorfy, ActBlue, Charity Navigator, VolunteerMatch, Legistar,
SeeClickFix, Open311, Ballotpedia, Cicero, Decidim, Alaveteli, ecanvasser and Qomon. The
formats are remembered (prefixes, lengths and alphabets as those services show them), and
each case says so. Shapes: TOML, INI, HCL, Java properties, XML, CSV printed bare, httpie,
SDK calls in R, Julia, Ruby, PHP, Go, C#, Kotlin and Elixir, SDK errors and CI steps.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
scinote oauth ¦ SciNote OAuth application secret (as remembered) ¦ {u43} ¦ [scinote]\nurl = https://eln.scinote.example\nclient_id = 4bXq2mA9\nclient_secret = {t}
openbis session ¦ openBIS session token, user-timestamp-hex (as remembered) ¦ admin-261207085102xC{H32} ¦ >>> o = Openbis('https://openbis.ethz.example')\n>>> o.set_token('{t}')\nValueError: Session is no longer valid. Please log in again.
signals header ¦ Signals Notebook x-api-key header in httpie (as remembered) ¦ {A40} ¦ $ http GET https://acme.signalsnotebook.example/api/rest/v1.0/entities x-api-key:{t}\nHTTP/1.1 401 Unauthorized
sapio ts ¦ Sapio Sciences webservice API token in a TypeScript client (as remembered) ¦ {uuid} ¦ const user = new SapioUser({ url: "https://sapio.lab.example/webservice/api", apiToken: "{t}", guid: "b1f0" });
scispot go ¦ Scispot API key in a Go client (as remembered) ¦ {A48} ¦ client := scispot.NewClient("{t}")\nrows, err := client.Labsheets.List(ctx, "plasmid-prep")\n// err: scispot: 401 invalid api key
dotmatics props ¦ Dotmatics Browser web service password in a Java properties file (as remembered) ¦ {p} ¦ dotmatics.ws.url=https://dotmatics.pharma.example/browser/api\ndotmatics.ws.user=etl_chem\ndotmatics.ws.password={t}
labvantage xml ¦ LabVantage connection XML with a password (as remembered) ¦ {p} ¦ <connection name="lv8-prod">\n  <url>jdbc:oracle:thin:@lvdb.example:1521/LV8</url>\n  <user>LV_SVC</user>\n  <password>{t}</password>\n</connection>
starlims ini ¦ STARLIMS integration ini (as remembered) ¦ {p} ¦ [STARLIMS]\nServer=https://starlims.water.example/StarlimsWeb\nUser=INSTR_GW\nPassword={t}
labware toml ¦ LabWare instrument gateway TOML (as remembered) ¦ {A32} ¦ [labware]\nendpoint = "https://lims.labware.example/lw/api"\nservice_token = "{t}"\nsite = "Kisumu"
clarity basic ¦ Clarity LIMS API basic auth in a Python call (as remembered) ¦ {p} ¦ lims = Lims("https://clarity.seq.example", "apiuser", "{t}")\nrequests.exceptions.HTTPError: 401 Client Error for url: https://clarity.seq.example/api/v2/artifacts
tenx cli ¦ 10x Genomics Cloud CLI access token (as remembered) ¦ {A64} ¦ $ txg auth setup --access-token {t}\nError: access token rejected by cloud.10xgenomics.com
epi2me env ¦ EPI2ME API key in a Nextflow run env (as remembered) ¦ {h64} ¦ EPI2ME_API_KEY={t} nextflow run epi2me-labs/wf-human-variation -profile standard
genohub php ¦ Genohub API key in a PHP cURL call (as remembered) ¦ {h40} ¦ curl_setopt($ch, CURLOPT_HTTPHEADER, ["Authorization: Token {t}"]);\n// Genohub responded 401: Invalid token.
htcondor idtoken ¦ HTCondor IDTOKEN file contents (as remembered) ¦ eyJhbGciOiJIUzI1NiIsImtpZCI6IlBPT0wifQ.{u140}.{u43} ¦ $ cat ~/.condor/tokens.d/ap40.token\n{t}
xdmod api ¦ XDMoD API token in a Python data-analytics framework call (as remembered) ¦ {h64} ¦ os.environ["XDMOD_API_TOKEN"] = "{t}"\nwith DataWarehouse("https://xdmod.access-ci.example") as dw:\nRuntimeError: XDMoD returned 401: Invalid token
dockstore config ¦ Dockstore CLI ~/.dockstore/config (as remembered) ¦ {h64} ¦ token: {t}\nserver-url: https://dockstore.org/api
cilogon client ¦ CILogon OIDC client secret (as remembered) ¦ {u64} ¦ CILOGON_CLIENT_ID=cilogon:/client_id/6e1f23a4b5c6d7e8f90a1b2c3d4e5f60\nCILOGON_CLIENT_SECRET={t}
coldfront drf ¦ ColdFront REST API token (as remembered) ¦ {h40} ¦ http GET https://coldfront.hpc.example/api/allocations/ "Authorization:Token {t}"\n{"detail":"Invalid token."}
jetstream app cred ¦ Jetstream2 OpenStack application credential secret in clouds.yaml (as remembered) ¦ {u86} ¦ clouds:\n  js2:\n    auth:\n      auth_url: https://js2.jetstream-cloud.org:5000/v3/\n      application_credential_id: "c8a4f1e2b3d45e6f7a8b9c0d1e2f3a4b"\n      application_credential_secret: "{t}"\n    auth_type: "v3applicationcredential"
pavlovia gitlab ¦ Pavlovia (GitLab) token in a PsychoPy log (as remembered) ¦ {A20} ¦ 12.4031 	INFO 	pavlovia: using token {t} for gitlab.pavlovia.org\n12.8820 	ERROR 	401 Unauthorized
openreview py ¦ OpenReview client with a password (as remembered) ¦ {p} ¦ client = openreview.api.OpenReviewClient(baseurl="https://api2.openreview.net", username="ac@uni.example", password="{t}")\nopenreview.OpenReviewException: {'name': 'ForbiddenError', 'message': 'Invalid username or password'}
hal sword ¦ HAL SWORD deposit with basic credentials (as remembered) ¦ {p} ¦ $ curl -X POST -u "adjoa.mensah:{t}" -H "Packaging: http://purl.org/net/sword-types/AOfr" --data-binary @meta.xml https://api.archives-ouvertes.fr/sword/hal/
lens token ¦ Lens.org scholarly API token in Julia (as remembered) ¦ {A64} ¦ julia> HTTP.post("https://api.lens.org/scholarly/search", ["Authorization" => "Bearer {t}"], body)\nERROR: HTTP.Exceptions.StatusError: HTTP/1.1 401 Unauthorized
openaire refresh ¦ OpenAIRE refresh token (as remembered) ¦ eyJhbGciOiJub25lIn0.{u160}. ¦ curl "https://services.openaire.eu/uoa-user-management/api/users/getAccessToken?refreshToken={t}"
submittable csharp ¦ Submittable API key used as basic auth in C# (as remembered) ¦ {h32} ¦ var auth = Convert.ToBase64String(Encoding.ASCII.GetBytes(":" + "{t}"));\n// System.Net.Http.HttpRequestException: Response status code does not indicate success: 401
fluxx hcl ¦ Fluxx OAuth client secret in a Terraform variable (as remembered) ¦ {h64} ¦ variable "fluxx_client_secret" {\n  type    = string\n  default = "{t}"\n}
donorfy csv ¦ Donorfy API access key printed bare in a CSV export of integrations (as remembered) ¦ {A24} ¦ name,api_key,access_key,created\ngiftaid-sync,9C1F2B,{t},2026-11-30
actblue elixir ¦ ActBlue CSV API client secret in Elixir config (as remembered) ¦ {u43} ¦ config :donations, ActBlue,\n  client_uuid: "0e2b5c1d-7f3a-4e8b-9c6d-1a2b3c4d5e6f",\n  client_secret: "{t}"
charitynav ruby ¦ Charity Navigator GraphQL Stellate API key in Ruby (as remembered) ¦ {h64} ¦ conn.headers["Stellate-Api-Token"] = "{t}"\n# => Faraday::UnauthorizedError: the server responded with status 401
volunteermatch wsse ¦ VolunteerMatch API key in a WSSE header log (as remembered) ¦ {h32} ¦ X-WSSE: UsernameToken Username="harambee", PasswordDigest="…", Nonce="…", Created="2026-12-07T08:51:00Z"\napi_key={t}
legistar query ¦ Legistar Web API token query parameter (as remembered) ¦ {A48} ¦ GET https://webapi.legistar.com/v1/nairobi-county/matters?token={t}&$top=50 -> 401
seeclickfix kotlin ¦ SeeClickFix OAuth password grant in Kotlin (as remembered) ¦ {p} ¦ val body = FormBody.Builder().add("grant_type", "password").add("username", "311-bot@city.example").add("password", "{t}").build()
open311 key ¦ Open311 GeoReport v2 api_key in a POST (as remembered) ¦ {A32} ¦ POST /open311/v2/requests.json\nservice_code=POTHOLE&lat=-1.2921&long=36.8219&api_key={t}\n403 [{"code":403,"description":"Invalid api_key"}]
ballotpedia header ¦ Ballotpedia x-api-key (as remembered) ¦ {A40} ¦ curl -H "x-api-key: {t}" "https://api4.ballotpedia.org/data/elections_by_point?lat=39.9&long=-75.1&election_date=2026-11-03"
cicero r ¦ Cicero API key and token in R httr (as remembered) ¦ {h40} ¦ GET("https://cicero.azavea.com/v3.1/official", query = list(key = "{t}", search_loc = "Lagos"))
decidim secret ¦ Decidim API secret in Rails credentials, printed by a helper (as remembered) ¦ {h128} ¦ $ bin/rails credentials:show\ndecidim:\n  api_secret: {t}\nsecret_key_base: <redacted>
alaveteli key ¦ Alaveteli authority API key in a request log (as remembered) ¦ {A32} ¦ Started POST "/api/v2/request.json?k={t}" for 10.4.1.7\nCompleted 403 Forbidden in 12ms
ecanvasser key ¦ ecanvasser API key in a Zapier step (as remembered) ¦ {A40} ¦ Step 2 · Webhooks by Zapier · Headers\nAuthorization | Bearer {t}\nResponse 401 {"message":"Unauthenticated."}
qomon env ¦ Qomon API token in a .env (as remembered) ¦ {u48} ¦ QOMON_BASE_URL=https://api.qomon.app\nQOMON_API_TOKEN={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
