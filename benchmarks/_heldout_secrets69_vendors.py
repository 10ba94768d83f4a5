"""Held-out set 69: vendors no earlier set named, each looked up with the ``search`` tool —
electronic lab notebooks and LIMS, bioinformatics and genomics platforms, research-data
repositories, academic publishing and open-science services, nonprofit fundraising and civic
tech.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Slurm, Globus, Benchling, LabArchives, Quartzy, RSpace, NCBI E-utilities, BaseSpace,
DNAnexus, Seven Bridges, Galaxy, Synapse, Latch, Zenodo, Figshare, Dryad, Mendeley, CKAN,
Zotero, ORCID, Crossref, Scopus, Elsevier, Springer, Semantic Scholar, OpenAlex, IEEE,
DataCite, Overleaf, Dimensions, Blackbaud, Bloomerang, Neon CRM, Donorbox, GiveWP, Classy,
Little Green Light, DonorPerfect, Kindful, EveryAction, NGP VAN, Action Network, Mobilize,
Funraise, Givebutter, Keela, CiviCRM, Virtuous, JustGiving, Every.org, Tiltify, Open States,
api.data.gov, OpenFEC, Socrata, Congress.gov, KBase, Qualtrics, Prolific, NationBuilder,
CallHub, Quorum, Kaggle, Neptune, Comet and Gen3).

Looked up with the ``search`` tool (25 vendors searched; 22 pages gave the format, each case
naming its page): eLabFTW (``Authorization: <id>-<hex>``, doc.elabftw.net/api), Labguru (a
session token as the ``token`` query parameter, api-evangelist cenevo profile and LabguruR),
LabKey (``labkey.setDefaults(apiKey=)``, Rlabkey), Seqera Platform (``tower.accessToken``,
``TOWER_ACCESS_TOKEN``, a Bearer on api.cloud.seqera.io), Dataverse (``X-Dataverse-key`` a
UUID, guides.dataverse.org), OSF (a 70-character PAT, osfr), REDCap (32 hex, REDCapR
sanitize_token), Illumina Connected Analytics (``icav2 config set`` x-api-key), Flywheel
(``flywheel.Client('api-key')``), InvenioRDM (``INVENIO_TOKEN``), ProPublica Congress API
(an API key per user), Web of Science (Clarivate developer portal keys, ``X-ApiKey``),
OpenNeuro (``OPENNEURO_API_KEY``, ``openneuro login``), OpenML (``apikey=`` in
``~/.openml/config``), DOAJ (a publisher's API key), GlobalGiving (``api_key`` a UUID and
``/api/userservice/tokens``), MuckRock (an API token on the profile page), Opal by OBiBa
(personal access tokens, ``opal.login(token=)``), Labstep (``labstep.authenticate``), GIN
by G-Node (a personal access token for ``datalad create-sibling-gin``), CyVerse (Terrain
``/terrain/token/cas``, ``CYVERSE_TOKEN``), FAIRDOM-SEEK (API tokens); XNAT, DocumentCloud
and SENAITE gave no format and their shapes are remembered. The FAIR Data Point and RDMO
shapes came up in those searches and are named as such.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
elabftw curl ¦ eLabFTW API v2 key in Authorization (search: doc.elabftw.net/api.html) ¦ 3-{h84} ¦ $ export KEY=3-…\n$ curl -sS -H "Authorization: {t}" https://eln.bio.uni-example.de/api/v2/experiments/42\n{"code":403,"message":"Forbidden","description":"This key is read-only"}
elabftw elapi yml ¦ elAPI's elapi.yml with host and api_token (search: pypi elapi) ¦ 7-{h84} ¦ # ~/.config/elapi.yml\nhost: https://eln.bio.uni-example.de/api/v2\napi_token: {t}\nexport_dir: ~/Downloads/elab
labguru query ¦ Labguru session token as the token query parameter (search: api-evangelist cenevo labguru) ¦ {h40} ¦ GET https://my.labguru.com/api/v1/biocollections/plasmids?token={t}&page=2 -> 401 {"error":"token expired"}
labguru r env ¦ LabguruR's LABGURU_TOKEN in .Renviron (search: rdrr LabguruR labguru_set_token) ¦ {h40} ¦ LABGURU_SERVER=https://jonathan.labguru.com\nLABGURU_TOKEN={t}
labkey rlabkey ¦ Rlabkey labkey.setDefaults(apiKey=) (search: search.r-project.org Rlabkey) ¦ apikey|{h32} ¦ > labkey.setDefaults(apiKey="{t}", baseUrl="https://labkey.cores.example.edu/")\n> labkey.selectRows(folderPath="/Flow/2026", schemaName="lists", queryName="Panels")\nError: HTTP request was unsuccessful. Status code = 401
labkey netrc py ¦ LabKey Python APIWrapper with an api_key argument ¦ apikey|{h32} ¦ api = APIWrapper("labkey.cores.example.edu", "Flow/2026", use_ssl=True, api_key="{t}")\nlabkey.exceptions.RequestAuthorizationError: '401: Unauthorized'
seqera nextflow config ¦ Nextflow tower scope, tower.accessToken (search: docs.seqera.io nextflow reference config tower) ¦ eyJ0aWQiOiA{d4}fS57{h40} ¦ tower {\n  enabled = true\n  accessToken = '{t}'\n  workspaceId = '40230138858677'\n}
seqera curl ¦ Seqera Platform API with a Bearer access token (search: docs.seqera.io automation) ¦ eyJ0aWQiOiA{d4}fS5j{h40} ¦ curl -X POST "https://api.cloud.seqera.io/workflow/launch?workspaceId=40230138858677" -H "Authorization: Bearer {t}" -H "Content-Type: application/json"\n{"message":"Unauthorized"}
seqera gha ¦ TOWER_ACCESS_TOKEN set inline in a GitHub Actions step ¦ eyJ0aWQiOiA{d4}fS5k{h40} ¦ - name: Launch nf-core/rnaseq\n  env:\n    TOWER_ACCESS_TOKEN: {t}\n    TOWER_WORKSPACE_ID: 40230138858677\n  run: tw launch nf-core/rnaseq --revision 3.14.0
dataverse header ¦ Dataverse X-Dataverse-key header, a UUID (search: guides.dataverse.org api auth) ¦ {uuid} ¦ $ curl -H X-Dataverse-key:{t} https://dataverse.harvard.example/api/dataverses/lab-genomics/contents\n{"status":"ERROR","message":"Bad API key"}
dataverse query ¦ Dataverse key query parameter ¦ {uuid} ¦ 2026-12-07 08:51:02 WARN  uploader: POST https://dataverse.harvard.example/api/datasets/:persistentId/add?persistentId=doi:10.70122/FK2/QX7L1B&key={t} -> 403
dataverse r ¦ dataverse R client DATAVERSE_KEY (search: rdrr icews dataverse_api_token) ¦ {uuid} ¦ Sys.setenv("DATAVERSE_KEY" = "{t}", "DATAVERSE_SERVER" = "dataverse.harvard.example")
osf r ¦ osfr osf_auth() with a 70-character PAT (search: docs.ropensci.org osfr osf_auth) ¦ {A70} ¦ > osf_auth("{t}")\nRegistered PAT from the provided token\n> osf_retrieve_node("k7x3q")\nError: HTTP error 401.\n       User provided an invalid OAuth2 access token
osf renviron ¦ OSF_PAT in a project .Renviron ¦ {A70} ¦ # .Renviron (do not commit)\nOSF_PAT={t}
osf bearer ¦ OSF API v2 Bearer header in a Python requests debug log ¦ {A70} ¦ DEBUG:urllib3.connectionpool:https://api.osf.io:443 "GET /v2/nodes/k7x3q/files/ HTTP/1.1" 401 132\nrequest headers: {'Authorization': 'Bearer {t}', 'Accept': 'application/vnd.api+json'}
redcap post ¦ REDCap API token, 32 hex (search: REDCapR sanitize_token) ¦ {H32} ¦ curl -X POST https://redcap.med.example.edu/api/ -d token={t} -d content=record -d format=json -d type=flat\n{"error":"You do not have permissions to use the API"}
redcap python ¦ PyCap Project(url, token) ¦ {H32} ¦ >>> from redcap import Project\n>>> proj = Project("https://redcap.med.example.edu/api/", "{t}")\nredcap.methods.base.RedcapError: ERROR: The API token provided is not valid
redcap sas ¦ REDCap API called from SAS PROC HTTP, token in the input file ¦ {H32} ¦ filename in temp;\ndata _null_; file in; put "token={t}&content=record&format=csv"; run;\nproc http in=in out=out url="https://redcap.med.example.edu/api/" method="post"; run;\nERROR: Status code 403
ica config ¦ icav2 config set, the x-api-key prompt (search: help.ica.illumina.com cli-authentication) ¦ {A32} ¦ $ icav2 config set\nserver-url [ica.illumina.com]:\nx-api-key : {t}\noutput-format (allowed values table,yaml,json defaults to table) :
ica header ¦ Illumina Connected Analytics REST with X-API-Key ¦ {A32} ¦ curl -X POST https://ica.illumina.com/ica/rest/api/tokens -H "X-API-Key: {t}" -H "accept: application/vnd.illumina.v3+json"\n{"status":401,"title":"Unauthorized"}
flywheel client ¦ flywheel.Client('api-key') (search: pypi flywheel-sdk) ¦ fw.neuro.example.org:{u40} ¦ >>> fw = flywheel.Client('{t}')\nflywheel.rest.ApiException: (401) Reason: UNAUTHORIZED: Invalid API key
flywheel cli ¦ fw login with an API key ¦ fw.neuro.example.org:{u40} ¦ $ fw login {t}\nError: Invalid API key (401)
invenio env ¦ InvenioRDM personal token, INVENIO_TOKEN (search: pypi invenio-rest-api-client) ¦ {A60} ¦ export INVENIO_BASE_URL="https://repo.uni-example.org"\nexport INVENIO_TOKEN="{t}"
invenio curl ¦ InvenioRDM records API with a Bearer token ¦ {A60} ¦ curl -s -X POST https://repo.uni-example.org/api/records -H "Authorization: Bearer {t}" -H "Content-Type: application/json" -d @draft.json\n{"status": 403, "message": "Permission denied."}
propublica header ¦ ProPublica Congress API key per user (search: projects.propublica.org api-docs congress-api) ¦ {A40} ¦ curl "https://api.propublica.org/congress/v1/118/senate/members.json" -H "X-API-Key: {t}"\n{"status":"ERROR","errors":[{"error":"Forbidden"}]}
wos starter ¦ Web of Science Starter API key from the Clarivate developer portal (search: webofscience R package ws_api_key) ¦ {h40} ¦ GET https://api.clarivate.com/apis/wos-starter/v1/documents?q=TS%3D%28ribozyme%29&limit=50\nX-ApiKey: {t}\n-> 401 {"error":{"code":401,"message":"Invalid API key"}}
wos r option ¦ webofscience R package, INCITES_KEY in the environment ¦ {h40} ¦ Sys.setenv(INCITES_KEY = "{t}")\nws_auth_header()
openneuro env ¦ OpenNeuro CLI, OPENNEURO_API_KEY (search: deno.land/x/openneuro) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u43} ¦ export OPENNEURO_API_KEY={t}\ndeno run -A jsr:@openneuro/cli upload --affirmDefaced ./ds005123\nError: 401 Unauthorized (token expired)
openneuro rc ¦ ~/.openneuro config written by openneuro login ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u90}.{u43} ¦ {"url":"https://openneuro.org/","apikey":"{t}","errorReporting":false}
openml config ¦ OpenML ~/.openml/config, apikey=MYKEY (search: docs.openml.org concepts authentication) ¦ {h32} ¦ $ cat ~/.config/openml/config\nserver = https://www.openml.org/api/v1/xml\napikey = {t}\ncachedir = /scratch/openml-cache
openml python ¦ openml.config.apikey set in a notebook ¦ {h32} ¦ openml.config.apikey = "{t}"\nOpenMLServerException: https://www.openml.org/api/v1/xml/run/ returned code 104: Authentication failed
doaj upload ¦ DOAJ publisher API key for article uploads (search: DOAJ faq apikey) ¦ {h32} ¦ POST https://doaj.org/api/bulk/articles?api_key={t}\n400 {"status":"bad_request","error":"Invalid ISSN 2049-39XX"}
globalgiving xml ¦ GlobalGiving auth_request with api_key (search: globalgiving.org api authentication-authorization) ¦ {uuid} ¦ <auth_request>\n  <user><email>grants@harambee-fund.example</email><password>…</password></user>\n  <api_key>{t}</api_key>\n</auth_request>
globalgiving query ¦ GlobalGiving public projects API with api_key on the query string ¦ {uuid} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.globalgiving.org/api/public/projectservice/featured/projects?api_key={t}
globalgiving token ¦ GlobalGiving access token from /api/userservice/tokens ¦ {h40} ¦ <auth_response><access_token>{t}</access_token><expires_in>36000</expires_in></auth_response>
muckrock token ¦ MuckRock API token from the profile page (search: github MuckRock API-examples) ¦ {h40} ¦ headers = {"Authorization": "Token {t}", "Content-Type": "application/json"}\nrequests.post("https://www.muckrock.com/api_v1/foia/", headers=headers, json=req)  # 403 {"detail":"Invalid token."}
opal login ¦ opalr opal.login(token=) personal access token (search: search.r-project.org opalr opal.login) ¦ {A32} ¦ > o <- opal.login(token="{t}", url="https://opal.cohort.example.org")\nError: Unauthorized (401): Invalid personal access token
opal header ¦ Opal REST, X-Opal-Auth header with a personal access token ¦ {A32} ¦ curl -H "X-Opal-Auth: {t}" https://opal.cohort.example.org/ws/datasources\n401 Unauthorized
labstep py ¦ labstep.authenticate(email, apikey) (search: github Labstep labstepPy installation_login) ¦ {uuid} ¦ >>> user = labstep.authenticate('hadiza@lab.example', '{t}')\nlabstep.service.exceptions.LabstepError: 401 Unauthorized
gin token ¦ GIN personal access token for datalad create-sibling-gin (search: manpages datalad-create-sibling-gin) ¦ {h40} ¦ $ datalad create-sibling-gin -s gin --credential gin-lab mouse-v1-2p\nEnter a token for 'gin-lab': {t}\n[ERROR] Token is not valid for https://gin.g-node.org
gin git url ¦ A GIN remote URL with the token in it ¦ {h40} ¦ origin  https://ocheng:{t}@gin.g-node.org/ocheng/mouse-v1-2p.git (push)
cyverse token ¦ CyVerse Terrain token from /terrain/token/cas (search: pypi pycyapi) ¦ eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIn0.{u180}.{u86} ¦ $ pycyapi token --username ocheng --password '…'\n{t}
cyverse env ¦ CYVERSE_TOKEN exported for pycyapi pull ¦ eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIn0.{u170}.{u86} ¦ CYVERSE_TOKEN={t} pycyapi pull /iplant/home/ocheng/rhizotron --local_path ./in
seek token ¦ FAIRDOM-SEEK API token in an Authorization header (search: seek4science seek-documentation api.md) ¦ {A40} ¦ curl -H "Authorization: Token {t}" -H "Accept: application/vnd.api+json" https://fairdomhub.org/data_files/4411\n{"errors":[{"title":"Unauthorized"}]}
fdp tokens ¦ FAIR Data Point /tokens response, a JWT (search result: FAIRDataPoint-Docs api-usage) ¦ eyJhbGciOiJIUzUxMiJ9.{u120}.{u86} ¦ $ curl -X POST -H "Content-Type: application/json" -d '{"email":"curator@fdp.example.org","password":"…"}' https://fdp.example.org/tokens\n{"token":"{t}"}
rdmo token ¦ RDMO API Token header (search result: rdmorganiser rdmo docs tokens) ¦ {h40} ¦ GET /api/v1/projects/projects/17/ HTTP/1.1\nHost: rdmo.uni-example.de\nAuthorization: Token {t}
xnat alias ¦ XNAT alias token and secret (search gave nothing; shape remembered) ¦ {A64} ¦ $ curl -u 9f3c1b2e-7d4a-4c8e-b1f0-2a6d5e8c7b31:{t} https://xnat.neuro.example.org/data/projects\nHTTP/1.1 401 Unauthorized
documentcloud client ¦ DocumentCloud python client with a username and password (search: pypi python-documentcloud; shape remembered) ¦ {p} ¦ >>> client = DocumentCloud("newsroom-bot", "{t}")\ndocumentcloud.exceptions.CredentialsFailedError: The username and password are incorrect
senaite login ¦ SENAITE JSON API login route (search: pypi senaite.jsonapi; shape remembered) ¦ {p} ¦ POST /senaite/@@API/senaite/v1/login __ac_name=labclerk&__ac_password={t}\n{"success": false, "error": "Invalid credentials"}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="note"),
    ]
