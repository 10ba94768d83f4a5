"""Held-out set 57: notebook and data agents' tool results, as their tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Jupyter, ``execute_result``, ipykernel, nbclient, papermill, PandasAI, Vanna,
Databricks Assistant, dbt, Airflow, ``taskinstance.py``, Dagster, Prefect, SparkSession,
spark-submit, Livy, Kedro, Luigi, Meltano, Deepnote, Marimo, E2B, Open Interpreter and the
files ``.databrickscfg``, ``airflow.cfg``, ``dagster.yaml``, ``secrets.toml``,
``kaggle.json``, ``superset_config`` and ``core-site.xml`` did and were dropped). Tool shapes,
written as each prints its result (remembered, not copied, so padding may differ):
jupyter-mcp-server's ``insert_execute_code_cell`` result, Airflow task log lines
(``airflow.task``), Dagster run log events (``dagster - DEBUG``, ``STEP_FAILURE``), Prefect
flow run logs (``Finished in state``), Spark driver logs with a ``Py4JJavaError`` and
Gemini in Colab's executed cells; single results in VS Code's Data Wrangler, ChatGPT's
Advanced Data Analysis (Code Interpreter), Snowflake's Cortex Analyst, dbt Copilot,
JupyterLab's terminal and Ploomber's build log. Files no earlier set read: sparkmagic's
config.json, ipython_config.py, hive-site.xml, Prefect's profiles.toml,
evidence.settings.json, lakectl.yaml, Label Studio's, Kubeflow's, a Delta Sharing profile,
Unity Catalog's, Amundsen's, OpenMetadata's, Marquez's and Nessie's configs,
jupyterhub_config.py, Zeppelin's shiro.ini, Hue's hue.ini, Flink's flink-conf.yaml, Mage's
io_config.yaml, openlineage.yml and Snowpark's connections.toml (Sigma's client secret and
token too); pandas and polars errors echoing database URLs; grep, ripgrep
and ag over notebooks, an nbstripout'd diff, and HTTP tool responses minting credentials.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 jupyter mcp sparkmagic ¦ scenario 1 step 1: jupyter-mcp-server's insert_execute_code_cell result, sparkmagic's config.json ¦ {p} ¦ [insert_execute_code_cell] cell 4 executed\nOutputs:\n[stream stdout] "kernel_python_credentials" : {\n    "username": "livy",\n    "password": "{t}",\n    "url": "http://spark-master:8998"\n  },
s1 jupyter mcp ipython config ¦ scenario 1 step 2: jupyter-mcp-server's insert_execute_code_cell, ipython_config.py ¦ {A40} ¦ [insert_execute_code_cell] cell 5 executed\nOutputs:\n[stream stdout] c.InteractiveShellApp.exec_lines = ['import os', "os.environ['OPENMETADATA_JWT'] = '{t}'"]
s1 jupyter mcp hive site ¦ scenario 1 step 3: jupyter-mcp-server's insert_execute_code_cell, hive-site.xml ¦ {p} ¦ [insert_execute_code_cell] cell 6 executed\nOutputs:\n[execute_result] '<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{t}</value>\n</property>'
s2 airflow task env ¦ scenario 2 step 1: an Airflow task log (airflow.task), a BashOperator printing its environment ¦ {A32} ¦ [2026-12-06, 22:30:01 UTC] {subprocess.py:93} INFO - HYPERLINE_API_KEY={t}\n[2026-12-06, 22:30:01 UTC] {subprocess.py:97} INFO - Command exited with return code 0
s2 airflow task conn ¦ scenario 2 step 2: an Airflow task log, a hook logging a connection URI ¦ {p} ¦ [2026-12-06, 22:30:04 UTC] {base.py:84} INFO - Retrieving connection 'billing_pg'\n[2026-12-06, 22:30:04 UTC] {taskinstance.py:2905} ERROR - Task failed with exception\npsycopg2.OperationalError: connection to "postgresql://etl:{t}@billing-db:5432/ledger" failed
s2 airflow task variable ¦ scenario 2 step 3: an Airflow task log, a PythonOperator echoing a Variable ¦ {h40} ¦ [2026-12-06, 22:30:09 UTC] {logging_mixin.py:188} INFO - using ecommpay secret {t} for project 20117\n[2026-12-06, 22:30:09 UTC] {python.py:237} INFO - Done. Returned value was: None
s3 dagster step output ¦ scenario 3 step 1: a Dagster run log event (dagster - DEBUG), a resource config echoed ¦ {A48} ¦ 2026-12-06 22:30:12 +0000 - dagster - DEBUG - billing_job - 8f2c1a4e - 41802 - load_invoices - STEP_START - Started execution of step "load_invoices".\nresource config: {'easybill': {'api_key': '{t}'}}
s3 dagster step failure ¦ scenario 3 step 2: a Dagster STEP_FAILURE event with the exception ¦ {p} ¦ 2026-12-06 22:30:15 +0000 - dagster - ERROR - billing_job - 8f2c1a4e - 41802 - load_invoices - STEP_FAILURE - Execution of step "load_invoices" failed.\nsqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, "Access denied for user 'bi'") [dsn mysql+pymysql://bi:{t}@warehouse/bi]
s3 dagster marquez ¦ scenario 3 step 3: a Dagster op's captured stdout, Marquez's marquez.yml ¦ {p} ¦ 2026-12-06 22:30:18 +0000 - dagster - DEBUG - lineage_job - 8f2c1a4e - 41809 - read_marquez - STDOUT - db:\n  driverClass: org.postgresql.Driver\n  url: jdbc:postgresql://marquez-db:5432/marquez\n  user: marquez\n  password: {t}
s4 prefect profile ¦ scenario 4 step 1: a Prefect flow run log, Prefect's profiles.toml read by a task ¦ pnu_{A36} ¦ 22:30:21.118 | INFO    | Task run 'read-profile-0' - [profiles.prod]\nPREFECT_API_URL = "https://api.prefect.cloud/api/accounts/8c1f/workspaces/2e7a"\nPREFECT_API_KEY = "{t}"
s4 prefect failed ¦ scenario 4 step 2: a Prefect flow run finishing Failed with the exception ¦ {A40} ¦ 22:30:24.402 | ERROR   | Flow run 'crimson-otter' - Finished in state Failed('Flow run encountered an exception: HTTPStatusError: 401 for url https://api.usermaven.com/v1/s2s/event?token={t}')
s4 prefect lakectl ¦ scenario 4 step 3: a Prefect task log, lakeFS's lakectl.yaml ¦ {b40} ¦ 22:30:27.950 | INFO    | Task run 'show-lakectl-0' - credentials:\n    access_key_id: AKIAJ4LKFS2XB7QW3M6P\n    secret_access_key: {t}\nserver:\n    endpoint_url: https://lakefs.acme.io
s5 spark py4j ¦ scenario 5 step 1: a Spark driver log with a Py4JJavaError naming an s3a secret ¦ {b40} ¦ py4j.protocol.Py4JJavaError: An error occurred while calling o118.load.\n: java.nio.file.AccessDeniedException: s3a://acme-lake/payments: getFileStatus on s3a://acme-lake/payments: 403 Forbidden (fs.s3a.secret.key={t})
s5 spark warn ¦ scenario 5 step 2: a Spark driver WARN line echoing a JDBC URL ¦ {p} ¦ 26/12/06 22:30:33 WARN JdbcUtils: Requested isolation level SERIALIZABLE, but transactions are unsupported\n26/12/06 22:30:33 ERROR Executor: jdbc:postgresql://ledger:5432/ledger?user=spark&password={t} refused
s5 spark delta sharing ¦ scenario 5 step 3: a Spark driver printing a Delta Sharing profile ¦ {A48} ¦ 26/12/06 22:30:36 INFO DeltaSharingProfileProvider: loaded profile {"shareCredentialsVersion":1,"endpoint":"https://sharing.acme.io/delta-sharing/","bearerToken":"{t}"}
s6 colab nomod ¦ scenario 6 step 1: Gemini in Colab executing a cell it wrote, the output ¦ sk_live_{A40} ¦ ▶ Gemini ran cell [7]\n!grep NOMOD /content/.env\nNOMOD_API_KEY={t}
s6 colab kaggle ¦ scenario 6 step 2: Gemini in Colab's executed cell, Label Studio's token ¦ {h40} ¦ ▶ Gemini ran cell [8]\n!label-studio user --username admin@acme.io\n{'id': 1, 'email': 'admin@acme.io', 'token': '{t}'}
s6 colab kubeflow ¦ scenario 6 step 3: Gemini in Colab's executed cell, a Kubeflow pipeline client token ¦ {A64} ¦ ▶ Gemini ran cell [9]\nkfp.Client(host='https://kubeflow.acme.io/pipeline', existing_token='{t}')\nApiException: (401) Reason: Unauthorized
"""

SINGLES = r"""
data wrangler ¦ VS Code Data Wrangler's generated code preview over a CSV with a key column ¦ {A32} ¦ # Generated by Data Wrangler\ndf = df.drop(columns=['api_key'])  # preview row 0: vendor='ruler', api_key='{t}'
code interpreter ¦ ChatGPT Advanced Data Analysis (Code Interpreter) output of df.head() ¦ {h32} ¦ Code output:\n      vendor   account                           key\n0   nicereply    acme-cx  {t}\n1    bookwhen   acme-ev                         (none)
cortex analyst ¦ a Snowflake Cortex Analyst response quoting a row ¦ {A40} ¦ {"message":{"role":"analyst","content":[{"type":"sql","statement":"select * from integrations"},{"type":"text","text":"The Billsby integration uses key acme_{t}."}]}}
dbt copilot ¦ dbt Copilot's suggested model quoting a hard-coded var ¦ {A36} ¦ dbt Copilot suggestion for models/stg_usage.sql:\n{{ config(materialized='view') }}\nselect * from read_json('https://api.kubit.ai/v1/export?token={t}')
jupyterlab terminal ¦ JupyterLab's terminal, evidence.settings.json ¦ {p} ¦ (base) jovyan@notebook-0:~/reports$ cat evidence.settings.json | jq .credentials\n{\n  "host": "warehouse.acme.io",\n  "user": "evidence",\n  "password": "{t}"\n}
ploomber build ¦ Ploomber's build log printing a task's params ¦ {A40} ¦ Building task 'fetch-bookings': 100%|██████████| 1/1\nparams: {'product': 'products/bookings.parquet', 'bookafy_key': '{t}'}
pandas keyerror ¦ a pandas KeyError after read_csv took a header row of credentials ¦ {h32} ¦ KeyError: "None of [Index(['vendor', 'key'], dtype='object')] are in the [columns]". Columns: ['bookedin', 'acme-spa', '{t}', 'true']
polars schema ¦ a polars ComputeError quoting a malformed NDJSON line ¦ {A40} ¦ polars.exceptions.ComputeError: error parsing ndjson at line 3: {"vendor":"zeeg","token":"{t}",}
"""

EXTRA = r"""
nbstripout diff ¦ git diff of a notebook after nbstripout missed an output cell ¦ {A48} ¦ $ git diff -- notebooks/billing.ipynb\n-   "outputs": [],\n+   "outputs": [{"name": "stdout", "output_type": "stream", "text": ["UPSCRIBE_API_KEY={t}\\n"]}],
rg ipynb ¦ ripgrep over notebooks for a token left in outputs ¦ {h40} ¦ $ rg -n 'secret_key' notebooks/\nnotebooks/ravelin_eval.ipynb:212:        "ravelin secret_key = sk_live_{t}\\n",
ag unity catalog ¦ ag over Unity Catalog's server properties ¦ {A40} ¦ $ ag 'server.token' etc/conf/\netc/conf/server.properties\n14:server.token={t}
grep amundsen ¦ grep -n over Amundsen's metadata service config ¦ {p} ¦ $ grep -n PASSWORD amundsen/metadata/config.py\n41:    NEO4J_PASSWORD = os.environ.get('CREDENTIALS_PROXY_PASSWORD', '{t}')
nessie config ¦ a file read of Nessie's application.properties ¦ {A40} ¦ quarkus.oidc.credentials.secret={t}\nnessie.version.store.type=JDBC
openmetadata yaml ¦ a file read of OpenMetadata's ingestion config ¦ {A64} ¦ workflowConfig:\n  openMetadataServerConfig:\n    hostPort: http://openmetadata:8585/api\n    authProvider: openmetadata\n    securityConfig:\n      jwtToken: "{t}"
databricks mint ¦ an HTTP tool response minting a Databricks personal access token ¦ dapi{h32} ¦ HTTP 200 POST /api/2.0/token/create\n{"token_value":"{t}","token_info":{"token_id":"5715498424f15ee0213be729257b10e2","comment":"notebook-agent"}}
prefect mint ¦ an HTTP tool response minting a Prefect Cloud API key ¦ pnu_{A36} ¦ HTTP 201 POST /api/me/api_keys\n{"id":"3b8e1c2a","name":"agent","key":"{t}","expiration":null}
label studio mint ¦ an HTTP tool response resetting a Label Studio token ¦ {h40} ¦ HTTP 201 POST /api/current-user/reset-token/\n{"token":"{t}"}
"""

EXTRA2 = r"""
jupyterhub config ¦ jupyter-mcp-server's read of jupyterhub_config.py, a cookie secret ¦ {h64} ¦ [read_file] jupyterhub_config.py (lines 10-12)\nc.JupyterHub.cookie_secret = bytes.fromhex('{t}')\nc.JupyterHub.bind_url = 'http://:8000'
zeppelin shiro ¦ a file read of Zeppelin's shiro.ini ¦ {p} ¦ [users]\nadmin = {t}, admin\nanalyst = (ldap), analyst
hue ini ¦ a file read of Hue's hue.ini ¦ {A50} ¦ [desktop]\n  secret_key={t}\n  http_host=0.0.0.0\n  http_port=8888
flink conf ¦ a file read of Flink's flink-conf.yaml ¦ {b40} ¦ s3.endpoint: https://minio.acme.io\ns3.access-key: flink\ns3.secret-key: {t}\ns3.path.style.access: true
sigma notebook ¦ a Jupyter cell's output printing a Sigma API client secret ¦ {h64} ¦ Out[12]: {'client_id': 'b7a2c94e', 'client_secret': '{t}', 'base_url': 'https://aws-api.sigmacomputing.com'}
mage io config ¦ a file read of Mage's io_config.yaml ¦ {p} ¦ default:\n  POSTGRES_DBNAME: ledger\n  POSTGRES_USER: mage\n  POSTGRES_PASSWORD: {t}\n  POSTGRES_HOST: ledger-db
openlineage yml ¦ a file read of openlineage.yml ¦ {A40} ¦ transport:\n  type: http\n  url: https://lineage.acme.io\n  auth:\n    type: api_key\n    apiKey: {t}
snowpark connections ¦ a file read of Snowpark's connections.toml ¦ {p} ¦ [default]\naccount = "acme-eu1"\nuser = "NOTEBOOK_SVC"\npassword = "{t}"\nwarehouse = "ANALYTICS_WH"
dagster asset metadata ¦ a Dagster ASSET_MATERIALIZATION event with a URL holding a token ¦ {A40} ¦ 2026-12-06 22:31:02 +0000 - dagster - DEBUG - usage_job - 8f2c1a4e - ASSET_MATERIALIZATION - Materialized value usage_daily.\nmetadata: {'source': 'https://api.zipy.ai/v1/export?key={t}', 'rows': 18211}
spark ui environment ¦ a Spark UI Environment tab scraped by an agent ¦ {b88} ¦ | spark.hadoop.fs.azure.account.key.acmelake.dfs.core.windows.net | {t} |\n| spark.sql.shuffle.partitions | 200 |
polars read database ¦ a polars read_database_uri error echoing the URI ¦ {p} ¦ RuntimeError: connectorx: error connecting to postgresql://analyst:{t}@ledger-db:5432/ledger: password authentication failed
pandas read sql ¦ a pandas read_sql error from SQLAlchemy echoing the URL ¦ {p} ¦ sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'mssql+pyodbc://bi:{t}@dwh/BI?driver=ODBC Driver 18'
sigma mint ¦ an HTTP tool response minting a Sigma access token ¦ {A64} ¦ HTTP 200 POST /v2/auth/token\n{"access_token":"{t}","token_type":"bearer","expires_in":3600}
airflow connections get ¦ an Airflow task running 'airflow connections get' ¦ {p} ¦ [2026-12-06, 22:31:11 UTC] {subprocess.py:93} INFO - id | conn_id    | conn_type | host      | login | password\n[2026-12-06, 22:31:11 UTC] {subprocess.py:93} INFO - 12 | billing_pg | postgres  | billing-db | etl   | {t}
prefect block ¦ a Prefect flow run log printing a JSON block's value ¦ {A48} ¦ 22:31:15.640 | INFO    | Flow run 'amber-heron' - JSON block 'nocks-config': {'merchant': 'acme-nl', 'access_token': '{t}'}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", EXTRA2.strip(), raises="context"),
    ]
