"""Held-out set 71: tool results of RAG and document-ingestion agents, as the agent's tools
return them: vector database query results, document loaders, chunkers, embedding pipelines,
rerankers and web crawlers' outputs.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of these
matched: Qdrant's ``ScoredPoint`` repr, Weaviate's GraphQL ``_additional { distance }``,
Milvus search hits (``hit_id``), Chroma's ``QueryResult`` dict, a pgvector ``embedding <=>``
session in psql, LangChain ``Document(page_content=..., metadata={'source': ...})`` from
``PyPDFLoader``, ``chunk_id`` records of a chunker, a ``SentenceTransformer`` embedding job's
log, a cross-encoder reranker's ``relevance_score`` list (``bge-reranker``, ``ms-marco``),
LlamaIndex ``NodeWithScore``, trafilatura and Docling outputs, ``html2text`` of a crawled page
and a crawler's ``sitemap`` walk. Written as each tool prints its output (remembered, not
copied, so padding may differ). The secrets are those an indexed document really carries:
credentials pasted in wikis, runbooks, tickets and config files that got chunked and embedded.
"""

from __future__ import annotations

from dataclasses import replace

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 qdrant scored point ¦ scenario 1 step 1: a Qdrant query_points result, a runbook chunk's payload holding a DB password ¦ {p} ¦ [ScoredPoint(id='3c1e8a40-5b7d-4f12-9e0a-6d2b1c7f8e90', version=41, score=0.8731, payload={'doc': 'runbooks/tide-gauge.md', 'chunk': 7, 'text': 'Restore: psql "postgresql://gauge_admin:{t}@10.20.0.5/tides" -f dump.sql'}, vector=None)]
s1 qdrant second hit ¦ scenario 1 step 2: the same Qdrant query, the next hit carrying an API key in its text ¦ {A40} ¦ ScoredPoint(id=90211, version=41, score=0.8412, payload={'doc': 'wiki/ingest/esim-sync.md', 'chunk': 2, 'text': 'Set ESIM_SYNC_KEY={t} in the cron env before the nightly run.'}, vector=None)
s1 qdrant scroll ¦ scenario 1 step 3: a Qdrant scroll over the same collection, a chunk with a webhook secret ¦ whsec_{A32} ¦ ([Record(id=90377, payload={'doc': 'tickets/OPS-2291.txt', 'chunk': 0, 'text': 'Webhook signing secret rotated, new value {t} — update the reef-alerts lambda.'}, vector=None, shard_key=None)], 90378)
s2 weaviate graphql ¦ scenario 2 step 1: a Weaviate GraphQL Get with _additional distance, a pasted token in a chunk ¦ {u40} ¦ {"data":{"Get":{"DocChunk":[{"source":"confluence/GIS/Basemaps","text":"Tile server token for the harbour layer: {t} (do not share)","_additional":{"distance":0.1822,"id":"0e7c2b1a-4d5f-4a39-8c60-2f1e9d3b7a54"}}]}}
s2 weaviate near text ¦ scenario 2 step 2: the same Weaviate class, nearText returning an SMTP password ¦ {p} ¦ {"data":{"Get":{"DocChunk":[{"source":"sharepoint/IT/mail-relay.docx","text":"Relay: smtp.vaka.to:587 user alerts@vaka.to pass {t}","_additional":{"distance":0.2107}}]}}
s2 weaviate object ¦ scenario 2 step 3: a Weaviate object GET by id, the chunk's properties holding a private key line ¦ {b64} ¦ {"class":"DocChunk","id":"5d9a0c3e-8b21-4f6a-a7e4-1c0b2d9e3f71","properties":{"source":"git/infra/keys/README","text":"-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ{t}"}}
s3 milvus hits ¦ scenario 3 step 1: Milvus search hits printed by pymilvus, an entity with a carrier portal password ¦ {p} ¦ data: ["[{'hit_id': 451998201734, 'distance': 0.912, 'entity': {'source': 'notes/carrier-portal.txt', 'text': 'MVNO portal login: ops@moana.ws / {t}'}}]"]
s3 milvus query ¦ scenario 3 step 2: a Milvus query by expression returning a chunk with a bearer token ¦ {u64} ¦ [{'pk': 451998201790, 'source': 'postman/collections/ntn.json', 'text': '"header": [{"key": "Authorization", "value": "Bearer {t}"}]'}]
s3 milvus insert echo ¦ scenario 3 step 3: a Milvus insert result logged with the batch it wrote, a chunk carrying a recovery code ¦ rc ¦ insert_count: 64, ids: [451998201801, ...]\nbatch[12].text = "Admin 2FA recovery codes (keep offline): {t} 4b0c1-9e2aa"
s4 chroma query result ¦ scenario 4 step 1: a Chroma collection.query QueryResult, a document with an AWS-style secret ¦ {b40} ¦ {'ids': [['kb-118-3']], 'distances': [[0.3191]], 'metadatas': [[{'source': 'kb/backup.md'}]], 'documents': [['Offsite backup: aws_secret_access_key = {t}']], 'embeddings': None}
s4 chroma get ¦ scenario 4 step 2: a Chroma collection.get by where filter, a document with a satellite API key ¦ {A48} ¦ {'ids': ['kb-204-0'], 'metadatas': [{'source': 'kb/imagery-orders.md', 'team': 'gis'}], 'documents': ['Imagery order script uses IMAGERY_API_KEY={t}']}
s4 chroma peek ¦ scenario 4 step 3: Chroma collection.peek, a chunk with a session cookie ¦ {u43} ¦ {'ids': ['har-7-1'], 'documents': ['Cookie: sessionid={t}; csrftoken=Zx81; path=/'], 'metadatas': [{'source': 'captures/portal.har'}]}
s5 pgvector select ¦ scenario 5 step 1: a psql session ordering chunks by embedding <=>, one holding a connection string ¦ {p} ¦ rag=> SELECT id, source, left(body, 120) FROM chunks ORDER BY embedding <=> $1 LIMIT 2;\n  id  |        source         |  left\n------+-----------------------+-------------------------------------------\n 8812 | wiki/etl/loader.md    | DSN=mysql://etl:{t}@db-gis:3306/parcels\n 8790 | wiki/etl/schedule.md  | Runs at 02:00 NZDT\n(2 rows)
s5 pgvector distance ¦ scenario 5 step 2: the same psql session, a chunk with an SMS gateway key and its distance ¦ {h32} ¦  id  |   dist   | body\n------+----------+-------------------------------------------\n 9021 | 0.214377 | sms: gateway_api_key={t} sender=ALERT\n(1 row)
s5 pgvector copy ¦ scenario 5 step 3: the same session, \copy of matching chunks to CSV printed back ¦ {A40} ¦ rag=> \copy (SELECT id, body FROM chunks WHERE body ILIKE '%token%') TO STDOUT CSV\n9104,"GIS_TILE_TOKEN={t} for the cadastral layer"\n9105,"token count per chunk is capped at 512"
s6 crawl sitemap ¦ scenario 6 step 1: a crawler's sitemap walk logging a URL with a signed query ¦ {h64} ¦ [crawler] sitemap https://docs.kahu.nz/sitemap.xml: 214 urls\n[crawler] fetch 200 https://files.kahu.nz/exports/parcels.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={t}
s6 trafilatura ¦ scenario 6 step 2: trafilatura's extracted text of a crawled page with a pasted key ¦ {A40} ¦ $ trafilatura -u https://intranet.kahu.nz/howto/basemap\nTo call the basemap service from QGIS, add the header x-api-key: {t}. Keys are per team.
s6 html2text ¦ scenario 6 step 3: html2text of a crawled admin page, a default password in a table ¦ {p} ¦ | Device | IP | Admin password |\n|---|---|---|\n| LoRa gateway 3 | 10.4.0.13 | {t} |\n| Buoy modem | 10.4.0.21 | (changed) |
"""

SINGLES = r"""
pypdfloader doc ¦ LangChain PyPDFLoader Documents printed, a page carrying a Wi-Fi passphrase ¦ {p} ¦ [Document(page_content='Field office setup\nSSID: Fale-Ops  WPA2 passphrase: {t}', metadata={'source': 'manuals/field-office.pdf', 'page': 3})]
chunker records ¦ a chunker's JSONL output with chunk_id, a chunk holding a client secret ¦ {A48} ¦ {"chunk_id": "satops-0017", "doc": "satops/onboarding.md", "tokens": 211, "text": "OAuth app for tasking: client_id=tasking-svc, client_secret={t}"}
sentence transformer log ¦ an embedding job's log printing a batch sample with a password ¦ {p} ¦ INFO embed: SentenceTransformer('all-MiniLM-L6-v2') device=cpu batch=64\nDEBUG embed: sample[3]='vpn: user kalani pw {t} (temp)'\nINFO embed: 4,096 chunks -> 384-dim vectors in 41.2s
reranker scores ¦ a bge-reranker result list with the passage text, one holding a token ¦ {u40} ¦ [{'index': 2, 'relevance_score': 0.9821, 'text': 'Use the service token {t} for the flood-map API.'}, {'index': 0, 'relevance_score': 0.1044, 'text': 'Flood maps refresh hourly.'}]
ms marco cross encoder ¦ an ms-marco cross-encoder rerank printed as pairs, a passage with a PIN ¦ pin ¦ [(7.91, 'Door keypad PIN for the ground station hut is {t}.'), (-3.2, 'Ground station opened in 2019.')]
nodewithscore ¦ LlamaIndex NodeWithScore list, a node text with an SSH password ¦ {p} ¦ [NodeWithScore(node=TextNode(id_='7a0e1c52-3b9f-4d2e-8a61-0c4f2e9b1d73', text='ssh pi@10.8.1.4 (password {t}) to reach the tide sensor', metadata={'file_name': 'tide-sensor.md'}), score=0.8124)]
docling markdown ¦ Docling's Markdown export of a scanned form, a filled-in API secret ¦ {A40} ¦ $ docling --to md scans/provisioning-form.pdf\n## Provisioning form\n| Field | Value |\n|---|---|\n| Account | moana-iot |\n| API secret | {t} |
rag answer citing ¦ a RAG answer tool's result quoting its retrieved context verbatim ¦ {A36} ¦ Answer: Use the key below.\nContext [1] (runbooks/carrier.md#L14): CARRIER_API_KEY={t}\nContext [2] (runbooks/carrier.md#L20): rate limit 10 rps
ingest http mint ¦ an HTTP tool response minting an ingestion API key for a vector DB ¦ {A32} ¦ HTTP 201 POST /collections/docs/api-keys\n{"id":"key_81c2","name":"ingest-bot","key":"{t}","created":"2026-12-07T08:50:00Z"}
crawler cookie jar ¦ a crawler's saved cookie file (Netscape format) read back ¦ {u48} ¦ # Netscape HTTP Cookie File\n.intranet.kahu.nz	TRUE	/	TRUE	1796601600	auth_session	{t}
embedding config ¦ cat of an embedding pipeline's config.toml with an inline provider key ¦ {A48} ¦ [embedder]\nprovider = "remote"\nmodel = "embed-multilingual-v3"\napi_key = "{t}"\nbatch_size = 96
qdrant snapshot url ¦ a Qdrant snapshot listing whose download URL carries a signed query ¦ {h64} ¦ [SnapshotDescription(name='docs-2026-12-07.snapshot', size=412884992, location='https://snapshots.kahu.nz/docs-2026-12-07.snapshot?sig={t}&exp=1796601600')]
weaviate backup config ¦ a Weaviate backup module config dumped by the agent ¦ {b40} ¦ BACKUP_S3_BUCKET=weaviate-backups\nBACKUP_S3_ENDPOINT=s3.kahu.nz\nAWS_SECRET_ACCESS_KEY={t}
milvus yaml ¦ cat of a milvus.yaml with the root password set ¦ {p} ¦ common:\n  security:\n    authorizationEnabled: true\n    defaultRootPassword: {t}
chroma client settings ¦ a Chroma HttpClient Settings repr in an ingest script's traceback ¦ {A40} ¦ chromadb.errors.AuthorizationError: 403\n  settings=Settings(chroma_client_auth_provider='chromadb.auth.token_authn.TokenAuthClientProvider', chroma_client_auth_credentials='{t}')
pgvector compose ¦ docker compose config of a pgvector service printed by the agent ¦ {p} ¦ services:\n  vectordb:\n    image: pgvector/pgvector:pg17\n    environment:\n      POSTGRES_DB: rag\n      POSTGRES_USER: ingest\n      POSTGRES_PASSWORD: {t}
partition api ¦ a self-hosted partition API call with its key in a header ¦ {A30} ¦ curl -X POST https://api.partition.kahu.nz/general/v0/general -H 'X-Partition-Key: {t}' -F files=@minutes.pdf -F strategy=hi_res\n{"detail":"API key is invalid"}
firecrawl like json ¦ a crawler API's job status JSON echoing its request headers ¦ {u40} ¦ {"status":"failed","error":"401 from target","request":{"url":"https://portal.moana.ws/admin","headers":{"Authorization":"Bearer {t}"}}}
loader s3 url ¦ a document loader's log listing a presigned object URL ¦ {b40} ¦ INFO loader: fetched https://docs-bucket.s3.ap-southeast-2.amazonaws.com/minutes/2026-11.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA5Q2&X-Amz-Security-Token={t} (412 KB)
hf hub token ¦ an embedding pipeline's model download error printing a hub token ¦ hf_{A34} ¦ OSError: You are trying to access a gated repo.\nToken used: {t}\nMake sure your token has read access to BAAI/bge-m3.
eval dataset ¦ a RAG eval dataset row (JSONL) whose ground truth quotes a key ¦ {A40} ¦ {"question": "Which key does the tide API use?", "ground_truth": "TIDE_API_KEY={t}", "contexts": ["runbooks/tide.md"]}
rg over chunks ¦ rg over an exported chunk store finding a passphrase ¦ w5 ¦ $ rg -n passphrase export/chunks/\nexport/chunks/0412.txt:3:backup key passphrase: {t}
"""

_WORDS = [
    "kahu",
    "moana",
    "niu",
    "pua",
    "tapa",
    "vaka",
    "fale",
    "lani",
    "motu",
    "honu",
    "kalo",
    "mauna",
]


def _table(v: Values, rows: str, raises: str = "runtime") -> list[Case]:
    """``Values.table``, except that a row whose token column is `rc` (a recovery code), `pin`
    (six digits) or `wN` (N words) gets that value, drawn here, as its whole secret."""
    out = []
    for line in rows.strip().splitlines():
        name, source, spec, message = line.split(" ¦ ")
        value = ""
        if spec == "rc":
            value = v.gen("0123456789abcdef", 5) + "-" + v.gen("0123456789abcdef", 5)
        elif spec == "pin":
            value = v.gen("123456789", 1) + v.gen("0123456789", 5)
        elif spec.startswith("w") and spec[1:].isdigit():
            value = " ".join(v.r.choice(_WORDS) for _ in range(int(spec[1:])))
        if not value:
            out += v.table("agent", line, raises=raises)
            continue
        (case,) = v.table("agent", " ¦ ".join((name, source, "{A12}", message)), raises=raises)
        out.append(replace(case, text=case.text.replace(case.secret, value), secret=value))
    return out


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *_table(v, SCENARIOS),
        *_table(v, "\n".join(singles[:half]), raises="oserror"),
        *_table(v, "\n".join(singles[half:]), raises="group"),
    ]
