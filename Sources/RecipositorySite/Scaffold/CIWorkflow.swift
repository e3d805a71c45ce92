/// The CI file `recipository init` writes into a site: on every push and pull (merge) request it
/// checks the recipes and builds the site; on the default branch it publishes the site. Each
/// downloads the one-file Linux build of recipository (made by the repository's `.ci/release`),
/// so no Swift toolchain is installed on the runner.
public enum CIWorkflow: String, CaseIterable, Sendable {
    case github, gitlab, forgejo

    /// Where the release binary is fetched from; each file lets a CI variable `RECIPOSITORY_URL`
    /// point at another copy.
    public static let binaryURL = "https://github.com/recipository/recipository/releases/latest/download/recipository-linux-x86_64"

    /// The file's path inside the site.
    public var path: String {
        switch self {
        case .github: ".github/workflows/recipes.yml"
        case .gitlab: ".gitlab-ci.yml"
        case .forgejo: ".forgejo/workflows/recipes.yml"
        }
    }

    /// The file's text.
    public var contents: String {
        switch self {
        case .github: Self.githubText
        case .gitlab: Self.gitlabText
        case .forgejo: Self.forgejoText
        }
    }

    /// The steps every host runs, in order: the same commands the README documents. GitHub and
    /// Forgejo show `--format github` annotations on the files' lines; GitLab's log wants the plain form.
    static let checkCommand = "recipository check --format github ."
    static let plainCheckCommand = "recipository check ."
    static let buildCommand = "recipository build ."

    /// The steps GitHub Actions and Forgejo Actions share (indented for a job's `steps:`).
    private static let actionsSteps = """
              - uses: actions/checkout@v4
              - name: Install recipository
                run: |
                  mkdir -p "$RUNNER_TEMP/bin"
                  curl --fail --silent --show-error --location --retry 3 --output "$RUNNER_TEMP/bin/recipository" "$RECIPOSITORY_URL"
                  chmod +x "$RUNNER_TEMP/bin/recipository"
                  echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
              - name: Check the recipes
                run: \(checkCommand)
              - name: Build the site
                run: \(buildCommand)
        """

    private static let githubText = """
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
          # The one-file Linux build of recipository; a repository variable RECIPOSITORY_URL
          # (Settings > Secrets and variables > Actions > Variables) points at another copy.
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

    private static let gitlabText = """
        # Checks the recipes on every push and merge request and publishes the cookbook to GitLab
        # Pages from the default branch. Written by `recipository init`; change it as you like.
        # Once, in the project: Deploy > Pages shows the address after the first run.
        variables:
          # The one-file Linux build of recipository; a CI/CD variable RECIPOSITORY_URL
          # (Settings > CI/CD > Variables) points at another copy.
          RECIPOSITORY_URL: "\(binaryURL)"

        default:
          image: buildpack-deps:bookworm-curl
          before_script:
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

    private static let forgejoText = """
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
          # The one-file Linux build of recipository; a repository variable RECIPOSITORY_URL
          # points at another copy.
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
