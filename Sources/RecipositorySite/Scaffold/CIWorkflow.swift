/// The CI file `recipository init` writes into a site: on every push and pull (merge) request it
/// checks the recipes and builds the site; on the default branch it publishes the site. Each
/// downloads the one-file Linux build of recipository (made by the repository's `.ci/release`),
/// so no Swift toolchain is installed on the runner.
///
/// Where that file is, nobody but the site's owner knows: there is no official download. The
/// address is `init --binary-url URL` (written into the file) or the CI variable
/// `RECIPOSITORY_URL` (which wins); with neither, the install step stops with a sentence saying so.
public enum CIWorkflow: String, CaseIterable, Sendable {
    case github, gitlab, forgejo

    /// The file's path inside the site.
    public var path: String {
        switch self {
        case .github: ".github/workflows/recipes.yml"
        case .gitlab: ".gitlab-ci.yml"
        case .forgejo: ".forgejo/workflows/recipes.yml"
        }
    }

    /// The file's text, with `binaryURL` (checked by `acceptsBinaryURL`) as the download's
    /// default address, or none.
    public func contents(binaryURL: String? = nil) -> String {
        let url = binaryURL ?? ""
        switch self {
        case .github: return Self.githubText(url)
        case .gitlab: return Self.gitlabText(url)
        case .forgejo: return Self.forgejoText(url)
        }
    }

    /// An address curl fetches (http, https, or file for a runner's own disk) that can stand in
    /// the files' quotes as it is: no quote, backslash, `$`, space or control character.
    public static func acceptsBinaryURL(_ address: String) -> Bool {
        let schemes = ["http://", "https://", "file:///"]
        guard schemes.contains(where: { address.lowercased().hasPrefix($0) }), address.count > 8 else { return false }
        return address.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"'\"\\$`".unicodeScalars.contains($0) }
    }

    /// What the install step says when there is no address.
    static let missingURL = "No RECIPOSITORY_URL. Set it to the address of recipository-linux-x86_64, the file that .ci/release in recipository makes (its docs/publishing.md, One binary for any Linux machine), as a CI variable or with recipository init --binary-url URL."

    /// The steps every host runs, in order: the same commands docs/publishing.md documents. GitHub and
    /// Forgejo show `--format github` annotations on the files' lines; GitLab's log wants the plain form.
    static let checkCommand = "recipository check --format github ."
    static let plainCheckCommand = "recipository check ."
    static let buildCommand = "recipository build ."

    /// The steps GitHub Actions and Forgejo Actions share (indented for a job's `steps:`).
    private static let actionsSteps = """
              - uses: actions/checkout@v4
              - name: Install recipository
                run: |
                  if [ -z "$RECIPOSITORY_URL" ]; then echo "::error::\(missingURL)"; exit 1; fi
                  mkdir -p "$RUNNER_TEMP/bin"
                  curl --fail --silent --show-error --location --retry 3 --output "$RUNNER_TEMP/bin/recipository" "$RECIPOSITORY_URL"
                  chmod +x "$RUNNER_TEMP/bin/recipository"
                  echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
              - name: Check the recipes
                run: \(checkCommand)
              - name: Build the site
                run: \(buildCommand)
        """

    private static func githubText(_ binaryURL: String) -> String { """
        # Checks the recipes on every push and pull request (problems show on the files' lines) and
        # publishes the cookbook to GitHub Pages from the default branch. Written by `recipository
        # init`; change it as you like. Once, in the repository: Settings > Pages > Build and
        # deployment > Source: "GitHub Actions".
        name: Recipes

        on:
          push:
          pull_request:
          workflow_dispatch:

        permissions:
          contents: read

        concurrency:
          group: recipes-${{ github.ref }}
          cancel-in-progress: true

        env:
          # Where the one-file Linux build of recipository is (made by .ci/release; there is no
          # official download): a repository variable RECIPOSITORY_URL (Settings > Secrets and
          # variables > Actions > Variables), else the address given to `recipository init`.
          RECIPOSITORY_URL: ${{ vars.RECIPOSITORY_URL || '\(binaryURL)' }}

        jobs:
          build:
            runs-on: ubuntu-latest
            steps:
        \(actionsSteps)
              - name: Hand the site to GitHub Pages
                if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch
                uses: actions/upload-pages-artifact@v3
                with:
                  path: public

          publish:
            if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch
            needs: build
            runs-on: ubuntu-latest
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }

    private static func gitlabText(_ binaryURL: String) -> String { """
        # Checks the recipes on every push and merge request and publishes the cookbook to GitLab
        # Pages from the default branch. Written by `recipository init`; change it as you like.
        # Once, in the project: Deploy > Pages shows the address after the first run.
        variables:
          # Where the one-file Linux build of recipository is (made by .ci/release; there is no
          # official download): the address given to `recipository init`; a CI/CD variable
          # RECIPOSITORY_URL (Settings > CI/CD > Variables) takes its place.
          RECIPOSITORY_URL: "\(binaryURL)"

        default:
          image: buildpack-deps:bookworm-curl
          before_script:
            - 'if [ -z "$RECIPOSITORY_URL" ]; then echo "\(missingURL)"; exit 1; fi'
            - curl --fail --silent --show-error --location --retry 3 --output /usr/local/bin/recipository "$RECIPOSITORY_URL"
            - chmod +x /usr/local/bin/recipository

        workflow:
          rules:
            - if: $CI_PIPELINE_SOURCE == "merge_request_event"
            - if: $CI_COMMIT_BRANCH && $CI_OPEN_MERGE_REQUESTS
              when: never
            - if: $CI_COMMIT_BRANCH

        check:
          rules:
            - if: $CI_COMMIT_BRANCH != $CI_DEFAULT_BRANCH
          script:
            - \(plainCheckCommand)
            - \(buildCommand)

        pages:
          rules:
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
          script:
            - \(plainCheckCommand)
            - \(buildCommand)
          artifacts:
            paths:
              - public

        """
    }

    private static func forgejoText(_ binaryURL: String) -> String { """
        # Checks the recipes on every push and pull request and, on the default branch, publishes
        # the cookbook to the `pages` branch (what Codeberg Pages serves). Written by `recipository
        # init`; change it as you like. Forgejo has no Pages of its own: on another instance, point
        # a web server at the `pages` branch or at the build's artifact.
        name: Recipes

        on:
          push:
          pull_request:
          workflow_dispatch:

        env:
          # Where the one-file Linux build of recipository is (made by .ci/release; there is no
          # official download): a repository variable RECIPOSITORY_URL, else the address given
          # to `recipository init`.
          RECIPOSITORY_URL: ${{ vars.RECIPOSITORY_URL || '\(binaryURL)' }}

        jobs:
          build:
            runs-on: docker
            steps:
        \(actionsSteps)
              - name: Publish to the pages branch
                if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch
                env:
                  TOKEN: ${{ secrets.GITHUB_TOKEN }}
                run: |
                  cd public
                  git init --quiet --initial-branch=pages
                  git add --all
                  git -c user.name=recipository -c user.email=recipository@localhost commit --quiet --message "Cookbook built from $GITHUB_SHA"
                  git push --force "https://token:$TOKEN@${GITHUB_SERVER_URL#https://}/$GITHUB_REPOSITORY.git" pages

        """
    }
}
