"""Held-out set 72: tool results of agents driving cloud CLIs and cluster operators: six
three-step scenarios (``eksctl`` creating a cluster, ``npm publish`` from CI, ``cargo
publish``, ``kubectl describe`` then ``-o yaml`` of a Secret, ``az`` service principal
creation, ``argocd`` repo add) where the secret appears in step 1, 2 or 3, and single
results (``docker inspect``, ``helm get values``, ``gcloud`` debug output, ``flux`` bootstrap,
``aws --debug``, configs of tools no earlier set read: ``.cargo/credentials.toml``,
``~/.config/flux``, ``skopeo`` auth). Shapes as remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import B64, Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
eksctl step1 ¦ eksctl create cluster, step 1 of 3: the agent echoes an env file first ¦ {A40} ¦ [tool: bash] $ cat .env.eks && eksctl create cluster -f cluster.yaml\nAWS_ACCESS_KEY_ID=AKIA5QX2RZ7MTB4NLE6W\nAWS_SECRET_ACCESS_KEY={t}\n2026-12-07 08:40:11 [ℹ]  eksctl version 0.198.0\n2026-12-07 08:40:11 [ℹ]  using region eu-central-1
eksctl step2 ¦ eksctl create cluster, step 2 of 3: a nodegroup's bootstrap with a token ¦ {l6}.{l16} ¦ [tool: bash] 2026-12-07 08:52:40 [ℹ]  building managed nodegroup stack "eksctl-tienda-nodegroup-ng-1"\n2026-12-07 08:52:41 [!]  kubeadm join 10.0.4.12:6443 --token {t} --discovery-token-ca-cert-hash sha256:4f1c0e9b2a7d6e3f8c5b1a0d9e2f7c4b3a6d8e1f0c2b5a7d9e3f6c1b4a8d0e2f
eksctl step3 ¦ eksctl create cluster, step 3 of 3: kubeconfig written with a static token ¦ k8s-aws-v1.{u180} ¦ [tool: read_file ~/.kube/config]\nusers:\n- name: admin@tienda.eu-central-1.eksctl.io\n  user:\n    token: {t}
npm step1 ¦ npm publish from CI, step 1 of 3: .npmrc written by the agent ¦ npm_{A36} ¦ [tool: write_file .npmrc]\n//registry.npmjs.org/:_authToken={t}\n@tienda:registry=https://registry.npmjs.org/
npm step2 ¦ npm publish from CI, step 2 of 3: npm verbose log with the config listed ¦ npm_{A36} ¦ [tool: bash] npm verb cli /usr/local/bin/node /usr/local/bin/npm\nnpm verb config //registry.npmjs.org/:_authToken={t}\nnpm verb publish [ '.' ]\nnpm ERR! code E403
npm step3 ¦ npm publish from CI, step 3 of 3: the agent retries with an env var shown ¦ npm_{A36} ¦ [tool: bash] $ NODE_AUTH_TOKEN={t} npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest\nnpm ERR! 403 You cannot publish over the previously published versions: 3.2.0.
cargo step1 ¦ cargo publish, step 1 of 3: credentials.toml read ¦ cio{A32} ¦ [tool: read_file ~/.cargo/credentials.toml]\n[registry]\ntoken = "{t}"
cargo step2 ¦ cargo publish, step 2 of 3: cargo login echoed ¦ cio{A32} ¦ [tool: bash] $ cargo login {t}\n       Login token for `crates.io` saved
cargo step3 ¦ cargo publish, step 3 of 3: the env var in an error ¦ cio{A32} ¦ [tool: bash] $ CARGO_REGISTRY_TOKEN={t} cargo publish -p carrito-core\nerror: failed to publish to registry at https://crates.io\nCaused by: the remote server responded with an error (status 403 Forbidden): this token does not have the required permissions
kube step1 ¦ kubectl describe secret, step 1 of 3: only sizes (innocent) then a get -o yaml with data ¦ {b48} ¦ [tool: bash] $ kubectl -n pagos get secret stripe-webhook -o yaml\napiVersion: v1\ndata:\n  signing-secret: {t}\nkind: Secret\nmetadata:\n  name: stripe-webhook\n  namespace: pagos
kube step2 ¦ kubectl, step 2 of 3: the agent decodes the value with base64 -d ¦ whsec_{A32} ¦ [tool: bash] $ kubectl -n pagos get secret stripe-webhook -o jsonpath='{.data.signing-secret}' | base64 -d\n{t}
kube step3 ¦ kubectl, step 3 of 3: a pod's env shown by kubectl exec ¦ {p} ¦ [tool: bash] $ kubectl -n pagos exec deploy/checkout -- printenv | grep -i pass\nPGPASSWORD={t}\nREDIS_PASSWORD_FILE=/run/secrets/redis
az step1 ¦ az ad sp create-for-rbac, step 1 of 3: the JSON it prints ¦ {A8}~{u32} ¦ [tool: bash] $ az ad sp create-for-rbac --name tienda-deployer --role contributor\n{\n  "appId": "5b1e0c3a-9d2f-4e7a-8c6b-1f0e3d2a7b9c",\n  "displayName": "tienda-deployer",\n  "password": "{t}",\n  "tenant": "0f3e8a1c-2b4d-4c6e-9a8b-7d5f3e1c0a2b"\n}
az step2 ¦ az login --service-principal, step 2 of 3: -p on the command line ¦ {A8}~{u32} ¦ [tool: bash] $ az login --service-principal -u 5b1e0c3a-9d2f-4e7a-8c6b-1f0e3d2a7b9c -p {t} --tenant 0f3e8a1c-2b4d-4c6e-9a8b-7d5f3e1c0a2b\nAADSTS7000215: Invalid client secret provided.
az step3 ¦ az, step 3 of 3: a GitHub secret set from the value ¦ {A8}~{u32} ¦ [tool: bash] $ gh secret set AZURE_CREDENTIALS --body '{"clientId":"5b1e0c3a-9d2f-4e7a-8c6b-1f0e3d2a7b9c","clientSecret":"{t}","tenantId":"0f3e8a1c-2b4d-4c6e-9a8b-7d5f3e1c0a2b"}'\n✓ Set Actions secret AZURE_CREDENTIALS for tienda/infra
argocd step1 ¦ argocd repo add, step 1 of 3: the command with --password ¦ {p} ¦ [tool: bash] $ argocd repo add https://git.tienda.mx/infra/charts.git --username argocd-ro --password {t}\nFATA[0001] rpc error: code = Unknown desc = authentication required
argocd step2 ¦ argocd, step 2 of 3: the repo secret it creates, read back ¦ glpat-{u20} ¦ [tool: bash] $ kubectl -n argocd get secret repo-2761893511 -o go-template='{{range $k,$v := .data}}{{$k}}={{$v | base64decode}}{{"\\n"}}{{end}}'\npassword={t}\ntype=git\nurl=https://git.tienda.mx/infra/charts.git\nusername=argocd-ro
argocd step3 ¦ argocd, step 3 of 3: argocd login with an auth token ¦ {u160} ¦ [tool: bash] $ argocd app sync tienda-api --auth-token {t} --server argocd.tienda.mx\nFATA[0000] rpc error: code = Unauthenticated desc = invalid session: token has invalid claims: token is expired
"""

SINGLES = r"""
docker inspect env ¦ docker inspect of a container, Env list ¦ {A32} ¦ [tool: bash] $ docker inspect --format '{{json .Config.Env}}' tienda-worker\n["PATH=/usr/local/sbin:/usr/local/bin","MELI_CLIENT_SECRET={t}","TZ=America/Mexico_City"]
docker config json ¦ ~/.docker/config.json read by the agent, auth is user:token in base64 ¦ {b45} ¦ [tool: read_file ~/.docker/config.json]\n{\n  "auths": {\n    "registry.tienda.mx": {\n      "auth": "{t}"\n    }\n  }\n}
helm get values ¦ helm get values of a release ¦ {p} ¦ [tool: bash] $ helm get values pedidos -n tienda\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n    postgresPassword: {t}\n    database: pedidos
gcloud debug ¦ gcloud --log-http output with a bearer token ¦ ya29.{u140} ¦ [tool: bash] ==== request start ====\nuri: https://container.googleapis.com/v1/projects/tienda-prod/locations/us-central1/clusters\nmethod: GET\n== headers start ==\nb'authorization': b'Bearer {t}'\n== headers end ==
flux bootstrap ¦ flux bootstrap github with a token in the env ¦ ghp_{A36} ¦ [tool: bash] $ GITHUB_TOKEN={t} flux bootstrap github --owner=tienda --repository=fleet --path=clusters/prod\n► connecting to github.com\n✗ GET https://api.github.com/user: 401 Bad credentials
aws debug ¦ aws --debug output with the signed session token ¦ {b300} ¦ [tool: bash] 2026-12-07 08:44:02,118 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://sts.amazonaws.com/, headers={'X-Amz-Security-Token': b'{t}', 'Authorization': b'AWS4-HMAC-SHA256 Credential=ASIA5QX2RZ7MTB4NLE6W/20261207/us-east-1/sts/aws4_request'}>
skopeo auth ¦ skopeo copy with --dest-creds ¦ {p} ¦ [tool: bash] $ skopeo copy docker://ghcr.io/tienda/api:3.2 docker://registry.tienda.mx/api:3.2 --dest-creds ci-push:{t}\nFATA[0002] writing blob: unauthorized
rg dotenv ¦ rg over a repo finding a marketplace seller token ¦ APP_USR-{d16}-{d6}-{h32}-{d9} ¦ [tool: rg -n MELI_ .]\nconfig/.env.production:4:MELI_ACCESS_TOKEN={t}\nREADME.md:31:Set MELI_ACCESS_TOKEN before running sync
git diff secret ¦ git diff adding a Shopify-like storefront private token to a config ¦ {h32} ¦ [tool: bash] $ git diff config/storefront.yml\n@@ -3,2 +3,3 @@\n storefront:\n   domain: tienda-mx.example-shop.com\n+  private_token: {t}
http mint ¦ an HTTP response minting a marketplace app's refresh token ¦ TG-{h24}-{d9} ¦ [tool: http_request] HTTP/1.1 200 OK\n{"access_token":"APP_USR-redacted-by-upstream","token_type":"Bearer","expires_in":21600,"user_id":188120431,"refresh_token":"{t}"}
twine pypirc ¦ ~/.pypirc read for package publishing ¦ pypi-{u160} ¦ [tool: read_file ~/.pypirc]\n[pypi]\n  username = __token__\n  password = {t}
gem credentials ¦ ~/.gem/credentials read ¦ rubygems_{h48} ¦ [tool: read_file ~/.gem/credentials]\n---\n:rubygems_api_key: {t}
kubectl describe pod env ¦ kubectl describe pod showing a literal env value ¦ {A40} ¦ [tool: bash] $ kubectl -n tienda describe pod sync-5d8f7-x2k4q\n    Environment:\n      SELLER_API_KEY:  {t}\n      LOG_LEVEL:       info
kubectl get cm yaml ¦ kubectl get configmap -o yaml with a pasted secret ¦ {h40} ¦ [tool: bash] $ kubectl -n tienda get cm marketplace-sync -o yaml\napiVersion: v1\ndata:\n  SAHIBINDEN_STORE_KEY: {t}\n  SYNC_CRON: "*/15 * * * *"\nkind: ConfigMap
helm install set ¦ helm install with --set of a password, echoed by the agent ¦ {p} ¦ [tool: bash] $ helm upgrade --install redis bitnami/redis -n tienda --set auth.password={t}\nError: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress
argocd admin secret ¦ argocd admin initial-password output ¦ {A16} ¦ [tool: bash] $ argocd admin initial-password -n argocd\n{t}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.
eksctl iamidentity ¦ eksctl utils write-kubeconfig then a token printed by aws eks get-token ¦ k8s-aws-v1.{u200} ¦ [tool: bash] $ aws eks get-token --cluster-name tienda\n{"kind": "ExecCredential", "apiVersion": "client.authentication.k8s.io/v1beta1", "status": {"expirationTimestamp": "2026-12-07T09:05:00Z", "token": "{t}"}}
gcloud print token ¦ gcloud auth print-access-token pasted into a curl by the agent ¦ ya29.{u160} ¦ [tool: bash] $ curl -H "Authorization: Bearer {t}" https://artifactregistry.googleapis.com/v1/projects/tienda-prod/locations/us/repositories\n{"error": {"code": 403, "status": "PERMISSION_DENIED"}}
az storage sas ¦ az storage container generate-sas output, the sig ¦ {b32} ¦ [tool: bash] $ az storage container generate-sas --account-name tiendaexports -n feeds --permissions rl --expiry 2026-12-08\n"se=2026-12-08&sp=rl&sv=2022-11-02&sr=c&sig={t}"
aws configure list ¦ aws configure export-credentials output ¦ {A40} ¦ [tool: bash] $ aws configure export-credentials --format env\nexport AWS_ACCESS_KEY_ID=AKIA5QX2RZ7MTB4NLE6X\nexport AWS_SECRET_ACCESS_KEY={t}
docker login echo ¦ docker login with -p echoed to the transcript ¦ dckr_pat_{u27} ¦ [tool: bash] $ docker login -u tiendabot -p {t}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nError response from daemon: unauthorized: incorrect username or password
npm token create ¦ npm token create output table ¦ npm_{A36} ¦ [tool: bash] $ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ {t} │\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘
cargo config read ¦ .cargo/config.toml with an alternate registry token ¦ {A40} ¦ [tool: read_file .cargo/config.toml]\n[registries.tienda]\nindex = "sparse+https://crates.tienda.mx/index/"\ntoken = "Bearer {t}"
flux secret git ¦ flux create secret git --export output ¦ {b40} ¦ [tool: bash] $ flux create secret git fleet-auth --url=https://git.tienda.mx/fleet --username=flux --password=$GIT_PASS --export\napiVersion: v1\nkind: Secret\ndata:\n  password: {t}\n  username: Zmx1eA==
"""


def agent_cases(v: Values) -> list[Case]:
    rows = SCENARIOS.strip().splitlines()
    out: list[Case] = []
    for i, row in enumerate(rows):
        how = ("runtime", "note", "context")[i % 3]
        out += v.table("agent", row, raises=how)
    singles = SINGLES.strip().splitlines()
    out += v.table("agent", "\n".join(singles[:12]), raises="args")
    out += v.table("agent", "\n".join(singles[12:]), raises="cause")
    # A split case: the agent prints a token over two wrapped lines of a terminal.
    token = v.gen(B64.replace("+", "").replace("/", ""), 64)
    out.append(
        Case(
            "agent: wrapped terminal",
            "a 60-column terminal wrapping a kubeconfig token across two lines",
            f"[tool: bash] $ kubectl config view --raw | grep token\n    token: {token[:40]}\n{token[40:]}",
            token,
            raises="oserror",
        )
    )
    return out
